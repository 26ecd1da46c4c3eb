import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { DomainError } from '../lib/domain-error.ts';
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
 * it subscribes to all of the registry's channels. While Redis is unreachable, publish fails at once
 * (no offline queue: a live event is worthless minutes later), subscribe still registers the
 * listener, and ioredis keeps reconnecting; the log gets one warning per outage.
 */
export class RedisEventBus implements EventBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #registry: ListenerRegistry;
  readonly #namespace: string;
  readonly #outage: OutageNotice;
  /** SUBSCRIBE commands under way, so a second listener waits for the channel's first one. */
  readonly #subscribing = new Map<string, Promise<void>>();
  /** Name of the subscriber connection in CLIENT LIST, for operators (and the reconnect test). */
  readonly subscriberName: string;
  #closed = false;

  constructor(options: RedisEventBusOptions) {
    this.#namespace = options.namespace ?? REALTIME_NAMESPACE;
    this.#registry = new ListenerRegistry(options.onDeliveryError);
    this.#outage = new OutageNotice(options.log);
    const shared: RedisOptions = {
      // A live event must not hold a request: fail fast, let ioredis reconnect in the background.
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    };
    const id = randomUUID();
    this.subscriberName = `${this.#namespace}subscriber:${id}`;
    this.#publisher = new Redis(options.url, {
      ...shared,
      commandTimeout: 1000,
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
    this.#subscriber.on('ready', () => this.#subscribeAll());
    this.#subscriber.on('message', (prefixed: string, message: string) => {
      if (!prefixed.startsWith(this.#namespace)) return;
      this.#registry.deliver(prefixed.slice(this.#namespace.length), message);
    });
  }

  async publish(channel: string, event: JsonValue): Promise<void> {
    this.#assertOpen();
    assertChannelName(channel);
    const message = JSON.stringify(event);
    if (this.#publisher.status !== 'ready') {
      throw unavailable(new Error(`Redis connection is ${this.#publisher.status}`));
    }
    try {
      await this.#publisher.publish(this.#namespace + channel, message);
    } catch (error) {
      this.#outage.begin(error);
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
    // Also a later listener waits for the channel's SUBSCRIBE, so it hears what is published next.
    await this.#subscribing.get(channel);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      const { last } = this.#registry.remove(channel, subscription);
      if (last && this.#subscriber.status === 'ready') {
        // Lost with the connection if Redis goes away now, which ends the subscription anyway.
        this.#subscriber
          .unsubscribe(this.#namespace + channel)
          .catch((error: unknown) => this.#outage.begin(error));
      }
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#registry.clear();
    // Nothing to flush: publishes were awaited by their callers, and a subscriber has no state to save.
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
  }

  #subscribeAll(): void {
    const all = this.#registry.channels();
    if (all.length > 0) void this.#subscribeUpstream(all);
  }

  /** SUBSCRIBE now when connected; otherwise the next `ready` does it. Never rejects. */
  async #subscribeUpstream(list: string[]): Promise<void> {
    if (this.#subscriber.status !== 'ready') return;
    try {
      await this.#subscriber.subscribe(...list.map((channel) => this.#namespace + channel));
    } catch (error) {
      this.#outage.begin(error);
    }
  }

  #assertOpen(): void {
    if (this.#closed) throw unavailable(new Error('event bus closed'));
  }
}

const unavailable = (cause: unknown): DomainError =>
  new DomainError('Unavailable', 'live updates are unavailable', { cause });

/** One warning when Redis goes away and one notice when it is back, not one per reconnect attempt. */
class OutageNotice {
  readonly #log: BusLog;
  #down = false;

  constructor(log: BusLog) {
    this.#log = log;
  }

  begin(cause: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.#log.warn(
      { err: cause },
      'realtime bus: Redis unavailable, live events are not delivered until it is back',
    );
  }

  end(): void {
    if (!this.#down) return;
    this.#down = false;
    this.#log.info('realtime bus: Redis available again');
  }
}
