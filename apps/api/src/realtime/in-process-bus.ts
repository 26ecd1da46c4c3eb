import { DomainError } from '../lib/domain-error.ts';
import {
  assertChannelName,
  type EventBus,
  type EventListener,
  type JsonValue,
  type Unsubscribe,
} from './event-bus.ts';
import { type DeliveryErrorReporter, ListenerRegistry } from './listener-registry.ts';

/**
 * The bus of one process: enough for the one-process demo and for tests. Its listeners belong to
 * this bus alone (no process-wide emitter), so two apps in one process never hear each other.
 * Events are serialised to JSON and parsed again, as over Redis, so what a listener receives does
 * not depend on the bus (a Date arrives as a string either way).
 */
export class InProcessEventBus implements EventBus {
  readonly #registry: ListenerRegistry;
  #closed = false;

  constructor(options: { onDeliveryError: DeliveryErrorReporter }) {
    this.#registry = new ListenerRegistry(options.onDeliveryError);
  }

  async publish(channel: string, event: JsonValue): Promise<void> {
    this.#assertOpen();
    assertChannelName(channel);
    this.#registry.deliver(channel, JSON.stringify(event));
  }

  async subscribe(channel: string, listener: EventListener): Promise<Unsubscribe> {
    this.#assertOpen();
    assertChannelName(channel);
    const { subscription } = this.#registry.add(channel, listener);
    return () => {
      this.#registry.remove(channel, subscription);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#registry.clear();
  }

  /** Listeners of a channel (for tests and diagnostics). */
  listenerCount(channel: string): number {
    return this.#registry.listenerCount(channel);
  }

  #assertOpen(): void {
    if (this.#closed) throw new DomainError('Unavailable', 'live updates are unavailable');
  }
}
