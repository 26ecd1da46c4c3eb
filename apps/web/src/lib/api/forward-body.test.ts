import { describe, expect, it } from 'vitest';
import { announcedTooLarge, payloadTooLarge, readBodyWithin } from './forward-body.ts';

const streamOf = (...sizes: number[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      sizes.forEach((size, index) => {
        controller.enqueue(new Uint8Array(size).fill(index + 1));
      });
      controller.close();
    },
  });

describe('oversized bodies through the storefront: forward-body', () => {
  it('announcedTooLarge judges the Content-Length against the limit', () => {
    expect(announcedTooLarge('11', 10)).toBe(true);
    expect(announcedTooLarge('10', 10)).toBe(false);
    expect(announcedTooLarge(null, 10)).toBe(false);
    expect(announcedTooLarge('abc', 10)).toBe(false);
    expect(announcedTooLarge(String(20 * 1024 * 1024))).toBe(true);
    expect(announcedTooLarge(String(11 * 1024 * 1024))).toBe(false);
  });

  it('reads a body within the limit whole, in order', async () => {
    const bytes = await readBodyWithin(streamOf(3, 2), 5);
    expect(Array.from(bytes ?? [])).toEqual([1, 1, 1, 2, 2]);
    expect(await readBodyWithin(null, 5)).toEqual(new Uint8Array(0));
  });

  it('answers undefined past the limit, after reading the stream to its end', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 4) controller.close();
        else controller.enqueue(new Uint8Array(4));
      },
    });
    expect(await readBodyWithin(stream, 10)).toBeUndefined();
    expect(pulled).toBe(5);
  });

  it('refuses with 413 and the contract error body', async () => {
    const response = payloadTooLarge(10);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: 413,
      message: 'Payload Too Large',
      detail: 'the request body is larger than 10 bytes',
    });
  });
});
