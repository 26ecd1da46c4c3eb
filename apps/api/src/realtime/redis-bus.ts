import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { DomainError } from '../lib/domain-error.ts';
import { OutageNotice } from '../lib/outage-notice.ts';
import { RedisResponsiveness } from '../lib/redis-responsiveness.ts';
import {
  assertChannelName,
  type EventBus,
  type EventListener,
  type JsonValue,
  type Unsubscribe,
} from './event-bus.ts';
import { type DeliveryErrorReporter, ListenerRegistry } from './listener-registry.ts';

/** Prefix of our channels in Redis, so other users of the same Redis are neither heard nor disturbed. */
export const REALTIME_NAMESPACE = 'hatake:realtime:';

/** A command to Redis (publish, subscribe) is given up after this long; the connection stays. */
export const BUS_COMMAND_TIMEOUT_MS = 1000;

/**
 * How long `subscribe` waits for Redis to confirm the SUBSCRIBE before it resolves anyway (the
 * SUBSCRIBE goes on in the background). Redis answers in a millisecond; a stalled one must not hold
 * a new comment stream, and while the bus knows Redis is stalled it does not wait at all.
 */
export const SUBSCRIBE_WAIT_MS = 100;

/** ioredis gives up a connection attempt after this long (and tries again). */
const CONNECT_TIMEOUT_MS = 1000;

/**
 * A message this bus published carries its origin (`o:<origin>|<json>`), so that this process,
 * which delivered it to its own listeners at once, skips it when Redis sends it back. A message
 * without the mark (another publisher, an older process) is plain JSON and delivered.
 */
const ORIGIN_MARK = 'o:';
const ORIGIN_END = '|';

export type BusLog = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

export type RedisEventBusOptions = {
  url: string;
  log: BusLog;
  onDeliveryError: DeliveryErrorReporter;
  namespace?: string;
};

/**
 * Events through Redis pub/sub, so every API process hears every other. Per bus (one per process)
 * there are two connections: one publishes, one subscribes — a connection in subscriber mode can
 * do nothing else — and that one carries every channel this process listens to, each subscribed
 * once however many local listeners it has.
 *
 * This bus owns the subscriptions (ioredis' own resubscription is off): the local registry is the
 * truth, and each time the subscriber connection becomes ready — first connect, every reconnect —
 * or a stalled Redis answers again, it subscribes to all of the registry's channels.
 *
 * Redis being away never holds this process's own events or its new streams (docs/adr/0020):
 * publish delivers to this process's listeners at once and then hands the event to Redis for the
 * others; subscribe waits at most SUBSCRIBE_WAIT_MS for Redis. While Redis is unreachable, or
 * connected but silent (a command timed out; RedisResponsiveness probes until it answers), publish
 * to other processes fails at once (no offline queue: a live event is worthless minutes later),
 * subscribe registers the listener, and ioredis keeps reconnecting; the log gets one warning per
 * outage.
 */
export class RedisEventBus implements EventBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #registry: ListenerRegistry;
  readonly #namespace: string;
  readonly #outage: OutageNotice;
  readonly #responsiveness: RedisResponsiveness;
  /** This bus's mark on what it publishes (see ORIGIN_MARK). */
  readonly #origin: string;
  /** SUBSCRIBE commands under way, so a second listener waits for the channel's first one. */
  readonly #subscribing = new Map<string, Promise<void>>();
  /**
   * Until the subscriber connection is ready for the first time (this process is starting): settles
   * once that first `ready` has subscribed the registry's channels, or at the first sign of an
   * outage. A stream opened in a process's first moments waits for it (up to the connect timeout),
   * or it would miss what other processes publish before the connection is up: its SUBSCRIBE only
   * goes out at `ready`. Undefined once settled.
   */
  #firstConnection: PromiseWithResolvers<void> | undefined = Promise.withResolvers<void>();
  /** Name of the subscriber connection in CLIENT LIST, for operators (and the reconnect test). */
  readonly subscriberName: string;
  #closed = false;

  constructor(options: RedisEventBusOptions) {
    this.#namespace = options.namespace ?? REALTIME_NAMESPACE;
    this.#registry = new ListenerRegistry(options.onDeliveryError);
    this.#outage = new OutageNotice(options.log, {
      down: 'realtime bus: Redis unavailable, live events are not delivered until it is back',
      back: 'realtime bus: Redis available again',
    });
    const shared: RedisOptions = {
      // A live event must not hold a request: fail fast, let ioredis reconnect in the background.
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: BUS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    };
    const id = randomUUID();
    this.#origin = id;
    this.subscriberName = `${this.#namespace}subscriber:${id}`;
    this.#publisher = new Redis(options.url, {
      ...shared,
      connectionName: `${this.#namespace}publisher:${id}`,
    });
    this.#subscriber = new Redis(options.url, {
      ...shared,
      autoResubscribe: false,
      connectionName: this.subscriberName,
    });
    // Without an error listener ioredis' reconnect errors would be unhandled and end the process.
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', (error: unknown) => this.#outage.begin(error));
      // A connection closed by the server (restart, CLIENT KILL) reconnects without an error event.
      connection.on('reconnecting', () =>
        this.#outage.begin(new Error('Redis connection lost, reconnecting')),
      );
      connection.on('ready', () => {
        if (this.#publisher.status === 'ready' && this.#subscriber.status === 'ready') this.#outage.end();
      });
    }
    // The publisher is probed (a subscriber connection can only subscribe); both talk to one Redis.
    this.#responsiveness = new RedisResponsiveness(this.#publisher, {
      onStalled: (cause) => this.#outage.begin(cause),
      onAnswering: () => {
        this.#outage.end();
        // A SUBSCRIBE that timed out may never have reached Redis: say them all again.
        void this.#subscribeAll();
      },
    });
    this.#subscriber.on('ready', () => {
      const starting = this.#firstConnection;
      this.#firstConnection = undefined;
      void this.#subscribeAll().then(() => starting?.resolve());
    });
    // An outage before the first connection: new streams stop waiting for it.
    for (const event of ['error', 'reconnecting', 'end'] as const) {
      this.#subscriber.on(event, () => this.#settleFirstConnection());
    }
    this.#subscriber.on('message', (prefixed: string, message: string) => {
      if (!prefixed.startsWith(this.#namespace)) return;
      const json = this.#fromOthers(message);
      if (json !== null) this.#registry.deliver(prefixed.slice(this.#namespace.length), json);
    });
  }

  async publish(channel: string, event: JsonValue): Promise<void> {
    this.#assertOpen();
    assertChannelName(channel);
    const message = JSON.stringify(event);
    // This process's listeners first, whatever Redis does: their viewers never wait on it.
    this.#registry.deliver(channel, message);
    if (this.#publisher.status !== 'ready') {
      throw unavailable(new Error(`Redis connection is ${this.#publisher.status}`));
    }
    if (this.#responsiveness.stalled) throw unavailable(new Error('Redis does not answer'));
    try {
      await this.#publisher.publish(
        this.#namespace + channel,
        ORIGIN_MARK + this.#origin + ORIGIN_END + message,
      );
    } catch (error) {
      this.#fault(error);
      throw unavailable(error);
    }
  }

  async subscribe(channel: string, listener: EventListener): Promise<Unsubscribe> {
    this.#assertOpen();
    assertChannelName(channel);
    const { subscription, first } = this.#registry.add(channel, listener);
    if (first) {
      const pending: Promise<void> = this.#subscribeUpstream([channel]).finally(() => {
        if (this.#subscribing.get(channel) === pending) this.#subscribing.delete(channel);
      });
      this.#subscribing.set(channel, pending);
    }
    // Also a later listener waits for the channel's SUBSCRIBE, so it hears what other processes
    // publish next — for a moment at most: a stalled Redis must not hold the caller (a new stream).
    const subscribing = this.#subscribing.get(channel);
    if (subscribing && !this.#responsiveness.stalled) {
      await withinWait(subscribing, this.#firstConnection ? CONNECT_TIMEOUT_MS : SUBSCRIBE_WAIT_MS);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      const { last } = this.#registry.remove(channel, subscription);
      if (last && this.#subscriber.status === 'ready') {
        // Lost with the connection if Redis goes away now, which ends the subscription anyway.
        this.#subscriber.unsubscribe(this.#namespace + channel).catch((error: unknown) => this.#fault(error));
      }
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#registry.clear();
    this.#settleFirstConnection();
    this.#responsiveness.close();
    // Nothing to flush: publishes were awaited by their callers, and a subscriber has no state to save.
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
  }

  #subscribeAll(): Promise<void> {
    const all = this.#registry.channels();
    return all.length > 0 ? this.#subscribeUpstream(all) : Promise.resolve();
  }

  #settleFirstConnection(): void {
    this.#firstConnection?.resolve();
    this.#firstConnection = undefined;
  }

  /**
   * SUBSCRIBE now when connected; otherwise the next `ready` does it (a process still making its
   * first connection resolves when that is done). Never rejects.
   */
  async #subscribeUpstream(list: string[]): Promise<void> {
    if (this.#subscriber.status !== 'ready') return this.#firstConnection?.promise;
    try {
      await this.#subscriber.subscribe(...list.map((channel) => this.#namespace + channel));
    } catch (error) {
      this.#fault(error);
    }
  }

  /** A command failed: the outage begins (one warning), and a timeout marks Redis as stalled. */
  #fault(error: unknown): void {
    this.#outage.begin(error);
    this.#responsiveness.failed(error);
  }

  /** The JSON of a message from Redis, or null for this bus's own (its listeners already had it). */
  #fromOthers(message: string): string | null {
    if (!message.startsWith(ORIGIN_MARK)) return message;
    const end = message.indexOf(ORIGIN_END);
    if (end < 0) return message;
    return message.slice(ORIGIN_MARK.length, end) === this.#origin ? null : message.slice(end + 1);
  }

  #assertOpen(): void {
    if (this.#closed) throw unavailable(new Error('event bus closed'));
  }
}

/** Resolves when `pending` settles or after `ms`, whichever is first (`pending` never rejects here). */
const withinWait = async (pending: Promise<void>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
};

const unavailable = (cause: unknown): DomainError =>
  new DomainError('Unavailable', 'live updates are unavailable', { cause });
