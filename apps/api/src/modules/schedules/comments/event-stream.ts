import { PassThrough } from 'node:stream';
import { DomainError } from '../../../lib/domain-error.ts';

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

/**
 * Comment streams one client address may hold open at once (docs/api.md, "Limits"): a few tabs and
 * devices behind one address, not hundreds. More → 429.
 */
export const MAX_STREAMS_PER_CLIENT = 20;
/** Comment streams one API process holds open at once, whoever opened them. More → 503. */
export const MAX_STREAMS = 2_000;
/** What a refused stream's Retry-After says: about one EventSource reconnect delay, rounded up. */
export const STREAM_RETRY_AFTER_SECONDS = Math.ceil(RETRY_MS / 1000);

export type StreamLimits = { perClient: number; total: number };

/**
 * The open streams of one app, counted per client address and in all, so closing the app ends them
 * (app.close would wait on them) and no client can hold more than its share. A stream's count is
 * given back when it closes, however it closes.
 */
export class EventStreams {
  readonly #open = new Set<EventStream>();
  readonly #perClient = new Map<string, number>();
  readonly #limits: StreamLimits;

  constructor(limits: StreamLimits = { perClient: MAX_STREAMS_PER_CLIENT, total: MAX_STREAMS }) {
    this.#limits = limits;
  }

  /**
   * Opens a stream for `client` (its address), or refuses: ResourceExhausted (429) when that client
   * holds its maximum, Unavailable (503) when the process does.
   */
  open(client: string, options: { heartbeatMs?: number } = {}): EventStream {
    if (this.#open.size >= this.#limits.total)
      throw new DomainError('Unavailable', 'too many comment streams are open; try again shortly');
    const held = this.#perClient.get(client) ?? 0;
    if (held >= this.#limits.perClient) {
      throw new DomainError(
        'ResourceExhausted',
        `at most ${this.#limits.perClient} comment streams may be open from one client address`,
      );
    }
    const stream = new EventStream(options);
    this.#open.add(stream);
    this.#perClient.set(client, held + 1);
    stream.onClose(() => {
      this.#open.delete(stream);
      const left = (this.#perClient.get(client) ?? 1) - 1;
      if (left > 0) this.#perClient.set(client, left);
      else this.#perClient.delete(client);
    });
    return stream;
  }

  get size(): number {
    return this.#open.size;
  }

  /** Streams `client` holds open now (0 once they have all closed). */
  heldBy(client: string): number {
    return this.#perClient.get(client) ?? 0;
  }

  /** Client addresses holding at least one stream (none are kept once their streams close). */
  get clients(): number {
    return this.#perClient.size;
  }

  closeAll(): void {
    for (const stream of [...this.#open]) stream.close();
  }
}

/** One registry per server: schedule and video streams count against the same limits. */
const registries = new WeakMap<object, EventStreams>();

/**
 * The app's stream registry (keyed by its HTTP server, which every plugin context shares). `limits`
 * are those of the registry this call makes, when it is the first for the server (buildApp's);
 * later calls find it as it is.
 */
export const streamsOf = (server: object, limits?: StreamLimits): EventStreams => {
  let streams = registries.get(server);
  if (!streams) {
    streams = new EventStreams(limits);
    registries.set(server, streams);
  }
  return streams;
};
