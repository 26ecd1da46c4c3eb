import type { EventListener, JsonValue } from './event-bus.ts';

/** One call of `subscribe`: the same function subscribed twice is two subscriptions. */
export type Subscription = { readonly listener: EventListener };

/** Where a listener's failure (or an unreadable message) is reported; delivery goes on. */
export type DeliveryErrorReporter = (error: unknown, channel: string) => void;

/**
 * The listeners of one bus, by channel, and their delivery: this process's side of either bus.
 *
 * Events are delivered in the order they are handed in, also when a listener publishes while
 * being called (the new event waits until the current one reached every listener), so no listener
 * sees a later event before an earlier one. A throwing listener is reported and the others are
 * still called. Listeners receive the JSON parsed from the message and frozen: they share one copy.
 */
export class ListenerRegistry {
  readonly #channels = new Map<string, Set<Subscription>>();
  readonly #queue: { channel: string; message: string }[] = [];
  readonly #report: DeliveryErrorReporter;
  #delivering = false;

  constructor(report: DeliveryErrorReporter) {
    this.#report = report;
  }

  /** Adds a listener; `first` when the channel had none (the bus then subscribes to it upstream). */
  add(channel: string, listener: EventListener): { subscription: Subscription; first: boolean } {
    const subscription: Subscription = { listener };
    const existing = this.#channels.get(channel);
    if (existing) {
      existing.add(subscription);
      return { subscription, first: false };
    }
    this.#channels.set(channel, new Set([subscription]));
    return { subscription, first: true };
  }

  /** Removes a subscription; `last` when the channel has no listener left (and is forgotten). */
  remove(channel: string, subscription: Subscription): { last: boolean } {
    const listeners = this.#channels.get(channel);
    if (!listeners?.delete(subscription)) return { last: false };
    if (listeners.size > 0) return { last: false };
    this.#channels.delete(channel);
    return { last: true };
  }

  /** Channels with at least one listener. */
  channels(): string[] {
    return [...this.#channels.keys()];
  }

  listenerCount(channel: string): number {
    return this.#channels.get(channel)?.size ?? 0;
  }

  /** Delivers a JSON message to the channel's listeners (after any delivery under way). */
  deliver(channel: string, message: string): void {
    this.#queue.push({ channel, message });
    if (this.#delivering) return;
    this.#delivering = true;
    try {
      for (let next = this.#queue.shift(); next; next = this.#queue.shift())
        this.#deliverNow(next.channel, next.message);
    } finally {
      this.#delivering = false;
    }
  }

  clear(): void {
    this.#channels.clear();
    this.#queue.length = 0;
  }

  #deliverNow(channel: string, message: string): void {
    const listeners = this.#channels.get(channel);
    if (!listeners || listeners.size === 0) return;
    let event: JsonValue;
    try {
      event = deepFreeze(JSON.parse(message) as JsonValue);
    } catch (error) {
      this.#report(error, channel);
      return;
    }
    // A copy: listeners may unsubscribe (themselves or others) while being called.
    for (const subscription of [...listeners]) {
      if (!listeners.has(subscription)) continue;
      try {
        subscription.listener(event);
      } catch (error) {
        this.#report(error, channel);
      }
    }
  }
}

const deepFreeze = (value: JsonValue): JsonValue => {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};
