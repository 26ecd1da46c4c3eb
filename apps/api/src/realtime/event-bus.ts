import { invalidArgument } from '../lib/domain-error.ts';

/**
 * Publish/subscribe of live events (docs/adr/0008). A bus carries JSON values on named channels;
 * every process that subscribed to a channel receives what any process publishes on it. The
 * default bus lives in this process (in-process-bus.ts); with REDIS_URL, events go through Redis
 * (redis-bus.ts) so that viewers connected to another API process receive them too.
 *
 * Delivery is at most once and not replayed: events announce changes that are stored elsewhere
 * (a comment row), and a client that missed some catches up by reading the store.
 */
export type EventBus = {
  /**
   * Sends `event` to every subscriber of `channel`, in publish order: this process's at once, other
   * processes' through Redis. Rejects with an Unavailable DomainError when the other processes
   * could not be reached (Redis unreachable or not answering) — this process's subscribers had it
   * all the same — or the bus is closed: nothing is queued.
   */
  publish(channel: string, event: JsonValue): Promise<void>;
  /**
   * Calls `listener` with each event published on `channel` from now on; resolves once the
   * subscription is in place, with the function that ends it (calling it again does nothing).
   * While Redis is unreachable or does not answer it resolves at once (after a moment at most):
   * the listener hears this process's events, and other processes' once Redis answers again.
   */
  subscribe(channel: string, listener: EventListener): Promise<Unsubscribe>;
  /** Ends every subscription and lets go of connections; publish and subscribe then reject. */
  close(): Promise<void>;
};

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** Receives an event as JSON, frozen: listeners of one event share it and must not change it. */
export type EventListener = (event: JsonValue) => void;

export type Unsubscribe = () => void;

/** Channel names: a few words of `[a-z0-9_-]` and ids, joined by `:`. */
const CHANNEL_NAME = /^[A-Za-z0-9_-]+(?::[A-Za-z0-9_-]+)*$/;
const MAX_CHANNEL_LENGTH = 200;

/** Refuses names that could not be told apart once prefixed in Redis, or that carry user text. */
export const assertChannelName = (channel: string): void => {
  if (channel.length > MAX_CHANNEL_LENGTH || !CHANNEL_NAME.test(channel)) {
    throw invalidArgument(
      `channel must be words of [A-Za-z0-9_-] joined by ":", at most ${MAX_CHANNEL_LENGTH} characters`,
    );
  }
};

/** The channels live features publish on. */
export const channels = {
  /** New and hidden comments of one live schedule. */
  scheduleComments: (scheduleId: string): string => `schedule:${scheduleId}:comments`,
  /** New and hidden comments of one video. */
  videoComments: (videoId: string): string => `video:${videoId}:comments`,
};
