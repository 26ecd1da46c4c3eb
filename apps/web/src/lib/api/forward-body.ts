/**
 * How the storefront passes request bodies on to the API (lib/api/forward.ts).
 *
 * The body is read in full before it is sent, because the API refuses an oversize body as soon as
 * it sees the headers (413, `Connection: close`) and closes the connection. A body streamed on from
 * the shopper's connection is still being written then, the write fails (EPIPE) before the answer
 * is read, and the shopper got a 502 instead of the API's 413. A body sent in one write, by a client
 * that reads the answer as it arrives (upstream-request.ts), gets the answer first. It also goes
 * with a Content-Length, so the API can judge it at once.
 */

/**
 * The largest body the storefront reads: above every limit of the API (1 MiB for JSON, 10 MiB for
 * an upload), so the API's own answer decides; beyond it the storefront answers 413 itself rather
 * than hold more in memory.
 */
export const FORWARD_BODY_LIMIT = 16 * 1024 * 1024;

/** Whether the announced Content-Length alone is over `limit` (an absent or odd header is not). */
export function announcedTooLarge(
  contentLength: string | null | undefined,
  limit = FORWARD_BODY_LIMIT,
): boolean {
  if (contentLength == null || !/^\d+$/.test(contentLength.trim())) return false;
  return Number(contentLength) > limit;
}

/**
 * The whole body, or `undefined` when it grows past `limit`. The rest of an oversize body is read
 * and dropped rather than cancelled, so the shopper's connection stays whole and gets the 413.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  limit = FORWARD_BODY_LIMIT,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) return undefined;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The storefront's own refusal, in the API's error shape (`{status, message, detail}`). */
export function payloadTooLarge(limit = FORWARD_BODY_LIMIT): Response {
  return Response.json(
    { status: 413, message: 'Payload Too Large', detail: `the request body is larger than ${limit} bytes` },
    { status: 413 },
  );
}
