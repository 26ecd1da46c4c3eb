import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from './event-bus.ts';
import { InProcessEventBus } from './in-process-bus.ts';
import { realtime } from './plugin.ts';

describe('realtime plugin', () => {
  it('decorates app.realtime with a working bus, closed with the app', async () => {
    const app = Fastify({ logger: false });
    await app.register(realtime, { redisUrl: '' });
    await app.ready();
    const heard: JsonValue[] = [];
    await app.realtime.subscribe('schedule:s1:comments', (event) => heard.push(event));
    await app.realtime.publish('schedule:s1:comments', { comment: 'hi' });
    expect(heard).toEqual([{ comment: 'hi' }]);
    await app.close();
    await expect(app.realtime.publish('schedule:s1:comments', 1)).rejects.toMatchObject({
      kind: 'Unavailable',
    });
  });

  it('uses a bus given to it and leaves closing it to its owner', async () => {
    const shared = new InProcessEventBus({ onDeliveryError: () => {} });
    const first = Fastify({ logger: false });
    const second = Fastify({ logger: false });
    await first.register(realtime, { redisUrl: '', bus: shared });
    await second.register(realtime, { redisUrl: '', bus: shared });
    const heard: JsonValue[] = [];
    await second.realtime.subscribe('video:v1:comments', (event) => heard.push(event));
    await first.realtime.publish('video:v1:comments', 'from the first app');
    await first.close();
    await second.realtime.publish('video:v1:comments', 'still open');
    expect(heard).toEqual(['from the first app', 'still open']);
    await second.close();
    await shared.close();
  });
});
