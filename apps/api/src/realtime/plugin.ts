import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus } from './create-event-bus.ts';
import type { EventBus } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: publish on a channel, subscribe to one (docs/adr/0008). */
    realtime: EventBus;
  }
}

export type RealtimeOptions = {
  /** REDIS_URL; empty = the bus of this process. */
  redisUrl: string;
  /** A bus built elsewhere (tests that share one between two apps); the app then does not close it. */
  bus?: EventBus;
};

/** Decorates `app.realtime` with the configured event bus and closes it with the app. */
export const realtime = fp<RealtimeOptions>(
  async (app: FastifyInstance, { redisUrl, bus }) => {
    const eventBus = bus ?? createEventBus({ redisUrl, log: app.log });
    app.decorate('realtime', eventBus);
    if (!bus) app.addHook('onClose', async () => eventBus.close());
  },
  { name: 'realtime' },
);
