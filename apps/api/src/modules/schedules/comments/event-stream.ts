import { PassThrough } from 'node:stream';

/** A comment line every 15 s keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** What EventSource waits before reconnecting (it then sends Last-Event-ID). */
export const RETRY_MS = 3_000;
/**
 * Bytes a viewer may leave unread before the stream is dropped: a client that stopped reading
 * would otherwise hold memory for ever. It reconnects with Last-Event-ID and catches up from the
 * database.
 */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** One Server-Sent Events frame. `data` is JSON text (never holds a raw line break). */
export const sseFrame = (event: string, data: string, id?: string): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

/**
 * The body of one text/event-stream response: frames are written to `body` (which Fastify pipes
 * to the client), a heartbeat comment keeps it open, and it ends when the client goes away, when
 * the client stops reading, or when the app closes (EventStreams.closeAll).
 */
export class EventStream {
  readonly body = new PassThrough();
  readonly #cleanups: (() => void)[] = [];
  readonly #heartbeat: NodeJS.Timeout;
  #closed = false;

  constructor(options: { heartbeatMs?: number } = {}) {
    this.#heartbeat = setInterval(() => this.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
    this.body.on('close', () => this.close());
    this.body.on('error', () => this.close());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Writes raw SSE text; false once the stream is closed. Drops a client that stopped reading. */
  write(text: string): boolean {
    if (this.#closed) return false;
    if (this.body.writableLength + this.body.readableLength > MAX_UNREAD_BYTES) {
      this.close();
      return false;
    }
    this.body.write(text);
    return true;
  }

  /** Runs `cleanup` when the stream closes (at once if it already has). */
  onClose(cleanup: () => void): void {
    if (this.#closed) cleanup();
    else this.#cleanups.push(cleanup);
  }

  /** Ends the response and releases what the stream holds (subscription, timers). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const cleanup of this.#cleanups.splice(0)) {
      try {
        cleanup();
      } catch {
        // A cleanup must not keep the others from running.
      }
    }
    this.body.end();
  }

  /**
   * Calls `run` at `at` (at once if it has passed), while the stream is open. Timers are capped at
   * Node's 24.8-day maximum and re-armed, so a schedule weeks away is still announced on time.
   */
  at(at: Date, run: () => void): void {
    const MAX_DELAY = 2 ** 31 - 1;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const delay = at.getTime() - Date.now();
      if (delay <= 0) {
        run();
        return;
      }
      timer = setTimeout(arm, Math.min(delay, MAX_DELAY));
    };
    this.onClose(() => clearTimeout(timer));
    arm();
  }
}

/** The open streams of one app, so closing the app ends them (app.close would wait on them). */
export class EventStreams {
  readonly #open = new Set<EventStream>();

  open(options: { heartbeatMs?: number } = {}): EventStream {
    const stream = new EventStream(options);
    this.#open.add(stream);
    stream.onClose(() => this.#open.delete(stream));
    return stream;
  }

  get size(): number {
    return this.#open.size;
  }

  closeAll(): void {
    for (const stream of [...this.#open]) stream.close();
  }
}
