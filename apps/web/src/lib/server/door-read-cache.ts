import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ifNoneMatchHits } from '@hatake/contract/values';
import { PageStore, type PageStoreOptions, type RenderedPage } from '../page-cache/page-store.ts';
import { downstreamHeaders } from './proxy-headers.ts';

/*
 * The storefront door's reuse of the API's public reads (docs/adr/0022). The API marks an answer
 * that is the same for everyone with `Cache-Control: public…` and a strong ETag (its read cache,
 * docs/adr/0015); the door keeps such a 200 in memory for at most `maxAgeMs` (0.5 s) from when its
 * load began, in the page cache's store (single flight, refresh ahead: page-cache/page-store.ts), and
 * answers the same URL from it without a hop to the API. Staleness is bounded by age on every
 * process, and a write forwarded by this door forgets everything at once (`dataChanged`).
 */

/** A kept answer: the API's 200 with its headers (and the door's security headers) ready to send. */
export type DoorAnswer = RenderedPage & {
  etag: string;
  /** Whether the API marked it public: only then is it given to another request or kept. */
  shared: boolean;
  /** Name, value, name, value… of the 200 (the request id's value at ID_SLOT), then the length. */
  head: string[];
};

export const DOOR_STORE_OPTIONS: PageStoreOptions = {
  // Well within the 1 s promise: under steady traffic a read is answered from memory either way.
  maxAgeMs: 500,
  refreshAfterMs: 300,
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  now: () => performance.now(),
};

/** Larger answers are forwarded each time (the API's public lists are tens of KB). */
const MAX_KEPT_BYTES = 1024 * 1024;

/** At most this many URLs are remembered as public reads (all forgotten when full). */
const MAX_PUBLIC_URLS = 10_000;

const REQUEST_ID = 'x-request-id';
const ID_SLOT = 1;

/** Not kept with the answer: they describe one hop, one message or one request. */
const NOT_KEPT = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  REQUEST_ID,
]);

/**
 * Whether a request may be answered from what another request loaded: a GET of an API path without
 * credentials, without an Origin (the API's CORS headers depend on it: `Vary: Origin`) and without a
 * body. Cookies do not matter: the API's public answers are the same whatever cookie is sent (its
 * read cache answers them by URL alone), and an answer that sets one is never kept.
 */
export function mayShareRequest(request: IncomingMessage, pathname: string): boolean {
  if (request.method !== 'GET' || !pathname.startsWith('/v1/')) return false;
  const headers = request.headers;
  return (
    headers.authorization === undefined &&
    headers.origin === undefined &&
    headers.range === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    // An event stream (EventSource asks for one) is never kept: not worth a load to learn that.
    !(headers.accept ?? '').includes('text/event-stream')
  );
}

/** Not sent with a load: it is made for nobody (no cookie) and must get the whole 200. */
const NOT_LOADED_WITH = ['cookie', 'if-none-match', 'if-modified-since'];

const directives = (value: string | undefined): string[] =>
  (value ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0] ?? '');

/**
 * Whether the API's answer may be kept and given to others: a 200 the API marked `public` (and not
 * `private`, `no-store` or `no-cache`) with an ETag, no cookie set, varying on nothing but `Origin`,
 * not an event stream, of a known size within MAX_KEPT_BYTES.
 */
export function isPublicAnswer(status: number | undefined, headers: IncomingHttpHeaders): boolean {
  if (status !== 200 || headers.etag === undefined || headers['set-cookie'] !== undefined) return false;
  const cacheControl = directives(headers['cache-control']);
  if (!cacheControl.includes('public')) return false;
  if (cacheControl.some((name) => name === 'private' || name === 'no-store' || name === 'no-cache'))
    return false;
  if (directives(headers.vary).some((name) => name !== '' && name !== 'origin')) return false;
  if (String(headers['content-type']).startsWith('text/event-stream')) return false;
  const length = Number(headers['content-length']);
  return headers['content-length'] !== undefined && Number.isSafeInteger(length) && length <= MAX_KEPT_BYTES;
}

/** The head of a kept answer: the API's headers (security headers added) minus NOT_KEPT. */
function headOf(upstream: IncomingMessage, pathname: string, length: number): string[] {
  const head = [REQUEST_ID, ''];
  for (const [name, value] of Object.entries(downstreamHeaders(upstream.headers, pathname))) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) head.push(name, String(item));
  }
  head.push('content-length', String(length));
  return head;
}

const notShared = (startedAt: number): DoorAnswer => ({
  status: 0,
  headers: [],
  body: Buffer.alloc(0),
  startedAt,
  etag: '',
  shared: false,
  head: [],
});

/** Reads the whole answer when it may be kept; otherwise drops it (an event stream is closed). */
function readAnswer(upstream: IncomingMessage, pathname: string, startedAt: number): Promise<DoorAnswer> {
  if (!isPublicAnswer(upstream.statusCode, upstream.headers)) {
    upstream.destroy();
    return Promise.resolve(notShared(startedAt));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstream.once('aborted', () => reject(new Error('the API broke off its answer')));
    upstream.once('error', reject);
    upstream.once('end', () => {
      const body = Buffer.concat(chunks);
      const head = headOf(upstream, pathname, body.length);
      const headers: [string, string][] = [];
      for (let i = 2; i < head.length; i += 2) headers.push([head[i] as string, head[i + 1] as string]);
      resolve({
        status: 200,
        headers,
        body,
        startedAt,
        etag: String(upstream.headers.etag),
        shared: true,
        head,
      });
    });
  });
}

export type DoorReadCache = {
  /**
   * Takes a GET that may be shared (mayShareRequest) and returns true; false (nothing touched) for
   * any other request. A URL is first forwarded as usual (`forward`, watching its answer); once the
   * API answered it as public, its readers are answered from a kept answer or from the one load in
   * flight for it, and forwarded again when a load turns out not to be public (a product taken off
   * sale answers 404).
   */
  answer(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    forward: (onAnswer?: (upstream?: IncomingMessage) => void) => void,
  ): boolean;
  /** A write went through the door (or may have): nothing kept or in flight is used again. */
  dataChanged(): void;
  /** How many answers are kept (tests, diagnostics). */
  readonly size: number;
};

/**
 * `load` sends a GET to the API (api-proxy.ts `load`) with the first reader's headers but its
 * cookie; its answer is given to every reader of the same URL only when it is public.
 */
export function createDoorReadCache(options: {
  load: (url: string, headers: OutgoingHttpHeaders) => Promise<IncomingMessage>;
  upstreamHeaders: (request: IncomingMessage) => OutgoingHttpHeaders;
  store?: PageStoreOptions;
}): DoorReadCache {
  const storeOptions = options.store ?? DOOR_STORE_OPTIONS;
  const store = new PageStore<DoorAnswer>(storeOptions, (answer) => answer.shared);
  /**
   * URLs the API last answered as public. Only those are loaded by the door itself: a URL that is
   * not a public read (a cart's price, which a load for nobody would answer for a new guest) is
   * never sent to the API but by its reader.
   */
  const publicUrls = new Set<string>();
  const markPublic = (url: string) => {
    if (publicUrls.size >= MAX_PUBLIC_URLS) publicUrls.clear();
    publicUrls.add(url);
  };

  const send = (request: IncomingMessage, response: ServerResponse, answer: DoorAnswer) => {
    const head = answer.head.slice();
    // As the API (its requestIdHeader): the client's id when it sent one.
    head[ID_SLOT] = (request.headers[REQUEST_ID] as string | undefined) || randomUUID();
    if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) {
      response.writeHead(304, head.slice(0, -2));
      response.end();
      return;
    }
    response.writeHead(200, head);
    response.end(answer.body);
  };

  return {
    answer(request, response, pathname, forward) {
      if (!mayShareRequest(request, pathname)) return false;
      const url = request.url ?? pathname;
      if (!publicUrls.has(url)) {
        forward((upstream) => {
          if (upstream && isPublicAnswer(upstream.statusCode, upstream.headers)) markPublic(url);
        });
        return true;
      }
      const load = async (): Promise<DoorAnswer> => {
        const startedAt = storeOptions.now();
        const headers = options.upstreamHeaders(request);
        for (const name of NOT_LOADED_WITH) delete headers[name];
        const upstream = await options.load(url, headers);
        const answer = await readAnswer(upstream, pathname, startedAt);
        if (!answer.shared) publicUrls.delete(url);
        return answer;
      };
      const fallBack = () => {
        if (!response.headersSent && !response.destroyed) forward();
      };
      store
        .get(url, load)
        .then((found) => (found ? send(request, response, found.page) : fallBack()), fallBack);
      return true;
    },
    dataChanged: () => store.clear(),
    get size() {
      return store.size;
    },
  };
}
