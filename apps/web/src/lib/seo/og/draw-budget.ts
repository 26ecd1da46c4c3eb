/**
 * How many share cards one storefront process may draw (docs/product.md, "Crawlers"): drawing one
 * costs about 100 ms of CPU, and a remembered card costs nothing, so only new drawings are
 * counted — a token bucket of `burst` drawings, refilled at `perMinute`. When it is empty a card
 * that is not remembered is answered 503 with Retry-After (crawlers try again later) instead of
 * letting anyone who asks for many distinct cards spend the server's CPU.
 */
export class DrawBudget {
  readonly #burst: number;
  readonly #refillMs: number;
  #tokens: number;
  #at: number;

  constructor(options: { burst: number; perMinute: number }, now = Date.now()) {
    this.#burst = options.burst;
    this.#refillMs = 60_000 / options.perMinute;
    this.#tokens = options.burst;
    this.#at = now;
  }

  #refill(now: number): void {
    const earned = Math.floor((now - this.#at) / this.#refillMs);
    if (earned <= 0) return;
    this.#tokens = Math.min(this.#burst, this.#tokens + earned);
    this.#at = this.#tokens === this.#burst ? now : this.#at + earned * this.#refillMs;
  }

  /** Takes one drawing; false when none is left now. */
  take(now = Date.now()): boolean {
    this.#refill(now);
    if (this.#tokens === 0) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Whole seconds until the next drawing is allowed (0 when one is left). */
  retryAfterSeconds(now = Date.now()): number {
    this.#refill(now);
    if (this.#tokens > 0) return 0;
    return Math.max(1, Math.ceil((this.#at + this.#refillMs - now) / 1000));
  }
}

/** Per process: 30 new cards a minute (≈3 s of CPU), 20 at once; remembered cards are free. */
export const CARD_DRAW_BUDGET = { burst: 20, perMinute: 30 } as const;
