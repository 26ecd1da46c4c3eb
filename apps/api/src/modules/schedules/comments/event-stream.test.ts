import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../lib/domain-error.ts';
import { EventStreams } from './event-stream.ts';

const refusal = (run: () => unknown): DomainError | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return undefined;
};

describe('EventStreams limits', () => {
  it('refuses a client past its share with ResourceExhausted (429) and the process past its total with Unavailable (503)', () => {
    const streams = new EventStreams({ perClient: 2, total: 3 });
    streams.open('a');
    streams.open('a');
    expect(refusal(() => streams.open('a'))?.status).toBe(429);
    streams.open('b');
    expect(refusal(() => streams.open('c'))?.status).toBe(503);
    expect(streams.size).toBe(3);
    streams.closeAll();
  });

  it('gives a closed stream’s place back, and forgets a client whose streams have all closed', () => {
    const streams = new EventStreams({ perClient: 2, total: 10 });
    const first = streams.open('a');
    const second = streams.open('a');
    first.close();
    first.close();
    expect(streams.heldBy('a')).toBe(1);
    const third = streams.open('a');
    second.close();
    third.close();
    expect(streams.heldBy('a')).toBe(0);
    expect(streams.clients).toBe(0);
    expect(streams.size).toBe(0);
  });
});
