import type { Readable } from 'node:stream';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * The body is over the upload target's limit: 413 with the contract body, `detail` naming the
 * limit; it also tells the service how far the body got.
 */
export class PayloadTooLargeError extends DomainError {
  readonly limit: number;
  /** Bytes counted before giving up (0 when the announced Content-Length already said too much). */
  readonly received: number;

  constructor(limit: number, received: number) {
    super('PayloadTooLarge', `the file is larger than ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
    this.limit = limit;
    this.received = received;
  }
}

/** The body stopped before its end: the client went away, or it took longer than allowed. */
export class BodyNotReceivedError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.name = 'BodyNotReceivedError';
  }
}

/**
 * Reads a request body into one Buffer, refusing it as soon as it exceeds `maxBytes`: first by the
 * announced Content-Length, then by counting the bytes as they arrive (chunked bodies announce
 * nothing), so an oversize body is never buffered whole. On refusal the listeners are removed and the
 * stream left alone rather than destroyed: destroying a request destroys its socket, and the client
 * would never see the 413; Node discards the unread rest once the response is sent.
 */
export const readLimitedBody = (
  stream: Readable,
  maxBytes: number,
  options: { declaredLength?: number | undefined; signal?: AbortSignal } = {},
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (options.declaredLength !== undefined && options.declaredLength > maxBytes) {
      reject(new PayloadTooLargeError(maxBytes, 0));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let ended = false;

    const stop = (error: Error | null) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        stream.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, received));
      }
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > maxBytes) {
        stop(new PayloadTooLargeError(maxBytes, received));
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      ended = true;
      stop(null);
    };
    const onError = (error: Error) =>
      stop(new BodyNotReceivedError('the file could not be received', { cause: error }));
    // A request whose client disconnects closes without 'end' (and not always with 'error').
    const onClose = () => {
      if (!ended) stop(new BodyNotReceivedError('the file could not be received'));
    };
    const onAbort = () => stop(new BodyNotReceivedError('the file took too long to arrive'));

    if (options.signal?.aborted) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
    stream.resume();
  });
