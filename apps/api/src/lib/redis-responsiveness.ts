import type { Redis } from 'ioredis';

/** How often a stalled Redis is asked (PING) whether it answers again. */
export const STALL_PROBE_INTERVAL_MS = 1000;

/** ioredis' error for a command that got no reply within `commandTimeout`. */
export const isCommandTimeout = (error: unknown): boolean =>
  error instanceof Error && error.message === 'Command timed out';

export type ResponsivenessOptions = {
  /** Called once when a command timed out on a connected Redis (the stall begins). */
  onStalled(cause: unknown): void;
  /** Called once when a probe was answered, or the connection was made afresh (the stall is over). */
  onAnswering(): void;
  probeIntervalMs?: number;
};

/**
 * Whether a connected Redis answers (docs/adr/0020). A Redis can be connected and silent: busy
 * with a long script or DEBUG SLEEP, paused, or behind a network path that drops packets while the
 * socket stays open. ioredis then reports `ready` and every command waits its full timeout. Once
 * one command timed out, callers skip Redis (count in memory, open a stream without waiting) until
 * a PING is answered: one timeout per stall instead of one per request.
 */
export class RedisResponsiveness {
  readonly #redis: Redis;
  readonly #options: ResponsivenessOptions;
  #stalled = false;
  #probe: NodeJS.Timeout | undefined;
  #pinging = false;

  constructor(redis: Redis, options: ResponsivenessOptions) {
    this.#redis = redis;
    this.#options = options;
    // A connection made afresh (after a reconnect) starts answering by definition.
    redis.on('ready', () => this.#answering());
  }

  /** True while a command timed out and no probe has been answered since. */
  get stalled(): boolean {
    return this.#stalled;
  }

  /** Reports a command's failure; a timeout on a connected Redis starts the stall. */
  failed(error: unknown): void {
    if (!isCommandTimeout(error) || this.#stalled) return;
    this.#stalled = true;
    this.#options.onStalled(error);
    this.#probe = setInterval(
      () => void this.#ping(),
      this.#options.probeIntervalMs ?? STALL_PROBE_INTERVAL_MS,
    );
    this.#probe.unref();
  }

  close(): void {
    clearInterval(this.#probe);
    this.#probe = undefined;
  }

  async #ping(): Promise<void> {
    if (this.#pinging || this.#redis.status !== 'ready') return;
    this.#pinging = true;
    try {
      await this.#redis.ping();
      this.#answering();
    } catch {
      // Still silent (the connection's commandTimeout ended the PING): the next tick asks again.
    } finally {
      this.#pinging = false;
    }
  }

  #answering(): void {
    this.close();
    if (!this.#stalled) return;
    this.#stalled = false;
    this.#options.onAnswering();
  }
}
