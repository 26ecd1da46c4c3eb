import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

export type UpstreamAnswer = {
  status: number;
  statusText: string;
  headers: Headers;
  body: ReadableStream<Uint8Array>;
};

/** Node's header object as Fetch headers; repeated Set-Cookie stay separate. */
function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * One request to the API with node:http rather than fetch. The API may refuse a body before it has
 * read it (413, 403…) and close the connection; the rest of the body then fails to write and the
 * peer resets the socket. node:http parses the answer as soon as it arrives on the socket, before
 * that error, and a settled answer is kept; fetch buffered the answer and dropped it with the
 * failed socket, which turned the API's 413 into a 502.
 */
export function requestUpstream(
  target: URL,
  init: { method: string; headers: Headers; body: Uint8Array | null; signal?: AbortSignal },
): Promise<UpstreamAnswer> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = Object.fromEntries(init.headers);
    if (init.body) headers['content-length'] = String(init.body.byteLength);
    const outgoing = send(target, { method: init.method, headers, signal: init.signal });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      resolve({
        status: response.statusCode ?? 502,
        statusText: response.statusMessage ?? '',
        headers: toHeaders(response),
        body: Readable.toWeb(response) as ReadableStream<Uint8Array>,
      });
    });
    // After the answer, a failed write of a refused body is expected and changes nothing.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    outgoing.end(init.body ?? undefined);
  });
}
