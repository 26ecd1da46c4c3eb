import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-error.ts';
import { assertChannelName, channels, type JsonValue } from './event-bus.ts';
import { InProcessEventBus } from './in-process-bus.ts';

/** A bus whose delivery errors are collected, so a test sees every one. */
const bus = () => {
  const errors: { error: unknown; channel: string }[] = [];
  return {
    bus: new InProcessEventBus({ onDeliveryError: (error, channel) => errors.push({ error, channel }) }),
    errors,
  };
};

const channel = channels.scheduleComments('schedule-1');

describe('in-process event bus', () => {
  it('delivers an event to every subscriber of its channel, and only of its channel', async () => {
    const { bus: events } = bus();
    const first: JsonValue[] = [];
    const second: JsonValue[] = [];
    const elsewhere: JsonValue[] = [];
    await events.subscribe(channel, (event) => first.push(event));
    await events.subscribe(channel, (event) => second.push(event));
    await events.subscribe(channels.scheduleComments('schedule-2'), (event) => elsewhere.push(event));

    await events.publish(channel, { comment: 'こんにちは', at: 1 });
    expect(first).toEqual([{ comment: 'こんにちは', at: 1 }]);
    expect(second).toEqual([{ comment: 'こんにちは', at: 1 }]);
    expect(elsewhere).toEqual([]);
  });

  it('delivers JSON as Redis would: a Date arrives as its string, the event is frozen and not the object published', async () => {
    const { bus: events } = bus();
    const received: JsonValue[] = [];
    await events.subscribe(channel, (event) => received.push(event));
    const published = { at: new Date('2026-05-01T00:00:00Z') as unknown as string, tags: ['a'] };
    await events.publish(channel, published);
    expect(received).toEqual([{ at: '2026-05-01T00:00:00.000Z', tags: ['a'] }]);
    expect(received[0]).not.toBe(published);
    expect(Object.isFrozen(received[0])).toBe(true);
    expect(() => {
      (received[0] as { tags: string[] }).tags.push('b');
    }).toThrow(TypeError);
  });

  it('unsubscribe stops delivery to that subscription only; calling it twice does nothing more', async () => {
    const { bus: events } = bus();
    const calls: string[] = [];
    const listener = (event: JsonValue) => calls.push(`same:${String(event)}`);
    const stopFirst = await events.subscribe(channel, listener);
    await events.subscribe(channel, listener);
    await events.publish(channel, 1);
    stopFirst();
    stopFirst();
    await events.publish(channel, 2);
    expect(calls).toEqual(['same:1', 'same:1', 'same:2']);
    expect(events.listenerCount(channel)).toBe(1);
  });

  it('forgets a channel when its last listener leaves (no growth with channels come and gone)', async () => {
    const { bus: events } = bus();
    const stops = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        events.subscribe(channels.videoComments(`v${index}`), () => {}),
      ),
    );
    for (const stop of stops) stop();
    for (let index = 0; index < 50; index += 1) {
      expect(events.listenerCount(channels.videoComments(`v${index}`))).toBe(0);
    }
  });

  it('a throwing listener is reported and does not stop the others', async () => {
    const { bus: events, errors } = bus();
    const received: JsonValue[] = [];
    const boom = new Error('listener broke');
    await events.subscribe(channel, () => {
      throw boom;
    });
    await events.subscribe(channel, (event) => received.push(event));
    await events.publish(channel, 'hello');
    await events.publish(channel, 'again');
    expect(received).toEqual(['hello', 'again']);
    expect(errors).toEqual([
      { error: boom, channel },
      { error: boom, channel },
    ]);
  });

  it('keeps publish order for every listener when a listener publishes while being called', async () => {
    const { bus: events } = bus();
    const seenByB: JsonValue[] = [];
    await events.subscribe(channel, (event) => {
      // A reply published from inside a delivery must not overtake the event being delivered.
      if (event === 'question') void events.publish(channel, 'answer');
    });
    await events.subscribe(channel, (event) => seenByB.push(event));
    await events.publish(channel, 'question');
    expect(seenByB).toEqual(['question', 'answer']);
  });

  it('a listener unsubscribed by another during a delivery is not called for it', async () => {
    const { bus: events } = bus();
    const calls: string[] = [];
    let stopSecond = () => {};
    await events.subscribe(channel, () => {
      calls.push('first');
      stopSecond();
    });
    stopSecond = await events.subscribe(channel, () => calls.push('second'));
    await events.publish(channel, 'x');
    expect(calls).toEqual(['first']);
  });

  it('two buses never hear each other (no process-wide emitter)', async () => {
    const { bus: one } = bus();
    const { bus: two } = bus();
    const heard: JsonValue[] = [];
    await two.subscribe(channel, (event) => heard.push(event));
    await one.publish(channel, 'only on one');
    expect(heard).toEqual([]);
  });

  it('after close, publish and subscribe reject with Unavailable and listeners are gone', async () => {
    const { bus: events } = bus();
    const heard: JsonValue[] = [];
    await events.subscribe(channel, (event) => heard.push(event));
    await events.close();
    for (const attempt of [events.publish(channel, 1), events.subscribe(channel, () => {})]) {
      const error = await attempt.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('Unavailable');
    }
    expect(heard).toEqual([]);
    expect(events.listenerCount(channel)).toBe(0);
  });

  it('refuses channel names that are not words joined by ":"', async () => {
    const { bus: events } = bus();
    for (const name of ['', 'a b', 'a::b', ':a', 'a:', 'a*', 'コメント', 'x'.repeat(201)]) {
      await expect(events.publish(name, 1)).rejects.toMatchObject({ kind: 'InvalidArgument' });
      expect(() => assertChannelName(name)).toThrow(DomainError);
    }
    expect(() => assertChannelName('schedule:AbC-12_x:comments')).not.toThrow();
  });
});
