import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../src/lib/domain-error.ts';
import type { JsonValue } from '../src/realtime/event-bus.ts';
import { REALTIME_NAMESPACE, RedisEventBus } from '../src/realtime/redis-bus.ts';

/** Set by .ci/run to this machine's Redis; without it only the unreachable-Redis case runs. */
const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** Log lines of a bus, to see that an outage is reported once. */
type LogLine = { level: 'warn' | 'info'; message: string };

const openBuses: RedisEventBus[] = [];
const openClients: Redis[] = [];

/** A bus as one API process would have it: its own connections to Redis. */
const processBus = (url = redisUrl) => {
  const log: LogLine[] = [];
  const deliveryErrors: unknown[] = [];
  const bus = new RedisEventBus({
    url,
    log: {
      warn: (_details, message) => log.push({ level: 'warn', message }),
      info: (message) => log.push({ level: 'info', message }),
    },
    onDeliveryError: (error) => deliveryErrors.push(error),
  });
  openBuses.push(bus);
  return { bus, log, deliveryErrors };
};

const adminClient = () => {
  const client = new Redis(redisUrl);
  openClients.push(client);
  return client;
};

afterEach(async () => {
  await Promise.all(openBuses.splice(0).map((bus) => bus.close()));
  await Promise.all(openClients.splice(0).map((client) => client.quit()));
});

/** A channel of its own per test, so runs and tests never hear each other. */
const freshChannel = () => `schedule:${randomUUID()}:comments`;

/** Collects a subscriber's events; `waitFor(n)` resolves once n have arrived (or fails after 5 s). */
const collector = () => {
  const events: JsonValue[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const listener = (event: JsonValue) => {
    events.push(event);
    for (const waiter of waiters.filter((entry) => events.length >= entry.count)) waiter.resolve();
  };
  const waitFor = (count: number) =>
    new Promise<void>((resolve, reject) => {
      if (events.length >= count) return resolve();
      const timer = setTimeout(() => reject(new Error(`got ${events.length} of ${count} events`)), 5000);
      waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  return { events, listener, waitFor };
};

/** Resolves when `check` holds, polling every 50 ms for at most `ms`. */
const eventually = async (check: () => Promise<boolean>, ms = 10_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
};

const ready = (bus: RedisEventBus) =>
  eventually(async () => {
    // A publish that succeeds proves the publishing connection is up.
    try {
      await bus.publish('probe:ready', null);
      return true;
    } catch {
      return false;
    }
  });

describe('Redis event bus', () => {
  it.skipIf(redisUrl === '')(
    'an event published by one process reaches subscribers in another and its own',
    async () => {
      const one = processBus();
      const two = processBus();
      await Promise.all([ready(one.bus), ready(two.bus)]);
      const channel = freshChannel();
      const inTwo = collector();
      const inOne = collector();
      await two.bus.subscribe(channel, inTwo.listener);
      await one.bus.subscribe(channel, inOne.listener);

      await one.bus.publish(channel, { comment: '新鮮なトマト', userId: 'u1' });
      await Promise.all([inTwo.waitFor(1), inOne.waitFor(1)]);
      expect(inTwo.events).toEqual([{ comment: '新鮮なトマト', userId: 'u1' }]);
      expect(inOne.events).toEqual([{ comment: '新鮮なトマト', userId: 'u1' }]);
    },
  );

  it.skipIf(redisUrl === '')(
    'a subscriber in a process that is still connecting hears what another publishes once subscribe returns',
    async () => {
      const one = processBus();
      await ready(one.bus);
      const channel = freshChannel();
      const received = collector();
      // A brand-new process: its subscriber connection is not up yet when its first stream opens.
      const starting = processBus();
      await starting.bus.subscribe(channel, received.listener);
      await one.bus.publish(channel, { comment: 'posted as the stream opened' });
      await received.waitFor(1);
      expect(received.events).toEqual([{ comment: 'posted as the stream opened' }]);
    },
  );

  it.skipIf(redisUrl === '')('keeps the order of one publisher’s events per channel', async () => {
    const one = processBus();
    const two = processBus();
    await Promise.all([ready(one.bus), ready(two.bus)]);
    const channel = freshChannel();
    const received = collector();
    await two.bus.subscribe(channel, received.listener);
    // Not awaited one by one: 300 publishes in flight at once still arrive in order.
    await Promise.all(Array.from({ length: 300 }, (_, index) => one.bus.publish(channel, index)));
    await received.waitFor(300);
    expect(received.events).toEqual(Array.from({ length: 300 }, (_, index) => index));
  });

  it.skipIf(redisUrl === '')(
    'multiplexes every channel on one subscriber connection, prefixed in Redis',
    async () => {
      const { bus } = processBus();
      await ready(bus);
      const names = Array.from({ length: 5 }, freshChannel);
      await Promise.all(names.map((name) => bus.subscribe(name, () => {})));
      const admin = adminClient();
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      expect(clients.split('\n').filter((line) => line.includes(`name=${bus.subscriberName} `))).toHaveLength(
        1,
      );
      const counts = (await admin.call(
        'PUBSUB',
        'NUMSUB',
        ...names.map((n) => REALTIME_NAMESPACE + n),
      )) as unknown[];
      expect(counts.filter((_, index) => index % 2 === 1)).toEqual([1, 1, 1, 1, 1]);

      // Other users of the Redis publishing on the bare name are not heard; on the prefixed one they are.
      const [first] = names;
      if (first === undefined) throw new Error('no channel');
      const received = collector();
      await bus.subscribe(first, received.listener);
      await admin.publish(first, JSON.stringify('bare'));
      await admin.publish(REALTIME_NAMESPACE + first, JSON.stringify('prefixed'));
      await received.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received.events).toEqual(['prefixed']);
    },
  );

  it.skipIf(redisUrl === '')(
    'unsubscribe stops one listener; the last one leaving unsubscribes in Redis',
    async () => {
      const one = processBus();
      const two = processBus();
      await Promise.all([ready(one.bus), ready(two.bus)]);
      const channel = freshChannel();
      const staying = collector();
      const leaving = collector();
      const stopStaying = await two.bus.subscribe(channel, staying.listener);
      const stopLeaving = await two.bus.subscribe(channel, leaving.listener);
      await one.bus.publish(channel, 'both');
      await Promise.all([staying.waitFor(1), leaving.waitFor(1)]);

      stopLeaving();
      await one.bus.publish(channel, 'only staying');
      await staying.waitFor(2);
      expect(staying.events).toEqual(['both', 'only staying']);
      expect(leaving.events).toEqual(['both']);

      stopStaying();
      const admin = adminClient();
      await eventually(async () => {
        const [, count] = (await admin.call('PUBSUB', 'NUMSUB', REALTIME_NAMESPACE + channel)) as [
          string,
          number,
        ];
        return count === 0;
      });
    },
  );

  it.skipIf(redisUrl === '')('subscribes again after its connection was dropped', async () => {
    const one = processBus();
    const two = processBus();
    await Promise.all([ready(one.bus), ready(two.bus)]);
    const channel = freshChannel();
    const received = collector();
    await two.bus.subscribe(channel, received.listener);

    // Drop the subscriber connection of "process two" as a network failure or a Redis restart would.
    const admin = adminClient();
    const line = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
      .split('\n')
      .find((entry) => entry.includes(`name=${two.bus.subscriberName} `));
    const id = line?.match(/\bid=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id ?? '');

    // Once reconnected and subscribed again, events flow; publish until one arrives.
    let sent = 0;
    await eventually(async () => {
      await one.bus.publish(channel, `after reconnect ${sent}`).catch(() => undefined);
      sent += 1;
      return received.events.length > 0;
    });
    expect(String(received.events[0])).toMatch(/^after reconnect \d+$/);
    // The drop is logged once, and so is the recovery.
    await eventually(async () => two.log.some((line) => line.level === 'info'));
    expect(two.log.map((line) => line.level)).toEqual(['warn', 'info']);
  });

  it('while Redis is unreachable: publish fails fast with Unavailable but reaches this process, subscribe registers, nothing crashes', async () => {
    const { bus, log } = processBus('redis://127.0.0.1:1');
    const started = Date.now();
    const error = await bus.publish(freshChannel(), { comment: 'lost' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('Unavailable');
    expect(Date.now() - started).toBeLessThan(500);

    // This process's listeners still hear what it publishes: Redis only carries it to the others.
    const channel = freshChannel();
    const local = collector();
    const stop = await bus.subscribe(channel, local.listener);
    await expect(bus.publish(channel, { comment: 'heard here' })).rejects.toMatchObject({
      kind: 'Unavailable',
    });
    expect(local.events).toEqual([{ comment: 'heard here' }]);
    stop();
    // ioredis keeps retrying in the background; the outage is logged once, not per attempt.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(log.filter((line) => line.level === 'warn')).toHaveLength(1);
    await bus.close();
    await expect(bus.publish(freshChannel(), 1)).rejects.toMatchObject({ kind: 'Unavailable' });
  });
});
