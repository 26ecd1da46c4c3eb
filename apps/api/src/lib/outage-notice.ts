/** Where an outage is told: a warning when it begins, a notice when it ends (pino's signature). */
export type OutageLog = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

/**
 * Tells the log when a shared service (Redis) goes away and when it is back — once per outage, not
 * once per request or per failed reconnect (ioredis reports every attempt). Each user names what
 * the outage means for it.
 */
export class OutageNotice {
  readonly #log: OutageLog;
  readonly #messages: { down: string; back: string };
  #down = false;

  constructor(log: OutageLog, messages: { down: string; back: string }) {
    this.#log = log;
    this.#messages = messages;
  }

  get down(): boolean {
    return this.#down;
  }

  begin(cause: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.#log.warn({ err: cause }, this.#messages.down);
  }

  end(): void {
    if (!this.#down) return;
    this.#down = false;
    this.#log.info(this.#messages.back);
  }
}
