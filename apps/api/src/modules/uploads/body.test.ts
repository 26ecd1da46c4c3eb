import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyNotReceivedError, PayloadTooLargeError, readLimitedBody } from './body.ts';

const chunks = (...sizes: number[]) => Readable.from(sizes.map((size) => Buffer.alloc(size, 0x61)));

describe('readLimitedBody', () => {
  it('reads a body up to exactly the limit', async () => {
    const body = await readLimitedBody(chunks(4, 4, 2), 10);
    expect(body).toEqual(Buffer.alloc(10, 0x61));
  });

  it('reads an empty body', async () => {
    expect(await readLimitedBody(chunks(), 10)).toEqual(Buffer.alloc(0));
  });

  it('refuses one byte over the limit while counting, without reading on', async () => {
    const stream = chunks(6, 5, 100);
    const error = await readLimitedBody(stream, 10).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error).toMatchObject({ status: 413, limit: 10, received: 11 });
    expect((error as Error).message).toBe('the file is larger than 10 bytes');
    // Left paused and intact, not destroyed (that would close an HTTP request's socket).
    expect(stream.destroyed).toBe(false);
  });

  it('refuses an announced Content-Length over the limit before reading anything', async () => {
    const stream = chunks(1);
    await expect(readLimitedBody(stream, 10, { declaredLength: 11 })).rejects.toMatchObject({
      status: 413,
      received: 0,
    });
    expect(stream.readableFlowing).toBeNull();
  });

  it('fails when the stream errors or closes before its end', async () => {
    const broken = new PassThrough();
    const reading = readLimitedBody(broken, 10);
    broken.destroy(new Error('ECONNRESET'));
    await expect(reading).rejects.toBeInstanceOf(BodyNotReceivedError);

    const closed = new PassThrough({ emitClose: true });
    const reading2 = readLimitedBody(closed, 10);
    closed.write(Buffer.from('abc'));
    closed.destroy();
    await expect(reading2).rejects.toThrow('the file could not be received');
  });

  it('gives up when the signal aborts (a body trickling in too slowly)', async () => {
    const slow = new PassThrough();
    const controller = new AbortController();
    const reading = readLimitedBody(slow, 10, { signal: controller.signal });
    slow.write(Buffer.from('a'));
    controller.abort();
    await expect(reading).rejects.toThrow('the file took too long to arrive');
  });
});
