import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';
import { createNonce } from '../security/headers.ts';
import { switchedOn } from '../switch-setting.ts';
import { type CacheableRequest, pageCacheKey } from './cacheable.ts';
import { bodyOf, type NonceTemplate, nonceTemplate, withNonce } from './nonce-swap.ts';
import { PageStore, type RenderedPage, type StoreAnswer } from './page-store.ts';
import { renderRequestHeaders, takeRenderMarker } from './render-request.ts';

/*
 * The page cache in front of Next.js (docs/adr/0016), for apps/web/server.ts. An anonymous read of
 * a catalogue page (cacheable.ts) is answered from a page rendered at most 0.9 s earlier
 * (page-store.ts), with a fresh nonce swapped in (nonce-swap.ts). A miss renders the page once for
 * all concurrent readers by asking the renderer process (render-server.ts) — or, until it is up,
 * this same server — over loopback, with no cookie and a secret header (render-request.ts).
 */

/** Never stored or repeated: they describe one connection or one body encoding. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'x-page-cache',
]);

const RENDER_TIMEOUT_MS = 10_000;
const secret = randomBytes(24).toString('base64url');
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const store = new PageStore();
const templates = new WeakMap<RenderedPage, NonceTemplate>();

const enabled = switchedOn(process.env.PAGE_CACHE);

/**
 * The renderer process (render-server.ts): misses and refreshes are rendered there, off this
 * event loop. Until it is up, or while it restarts, renders go to this server itself.
 * `PAGE_RENDERER=false` keeps them here.
 */
const renderer: { port: number | undefined; child: ChildProcess | undefined } = {
  port: undefined,
  child: undefined,
};

function startRenderer(): void {
  const child = fork(path.join(import.meta.dirname, 'render-server.ts'), [], {
    env: { ...process.env, PAGE_RENDER_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  renderer.child = child;
  child.on('message', (message: unknown) => {
    const port = (message as { renderPort?: unknown } | null)?.renderPort;
    if (typeof port === 'number') renderer.port = port;
  });
  child.on('exit', (code, signal) => {
    renderer.port = undefined;
    renderer.child = undefined;
    if (exiting) return;
    console.error(
      `page cache: the renderer exited (${code ?? signal}); rendering here, restarting it in 5 s`,
    );
    setTimeout(startRenderer, 5_000).unref();
  });
}

let exiting = false;
process.once('exit', () => {
  exiting = true;
  renderer.child?.kill();
});
if (enabled && switchedOn(process.env.PAGE_RENDERER)) startRenderer();

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The address this server accepted the request on (an IPv4-mapped one as plain IPv4). */
function localTarget(request: IncomingMessage): { host: string; port: number } {
  const address = request.socket.localAddress ?? '127.0.0.1';
  return { host: address.replace(/^::ffff:/, ''), port: request.socket.localPort ?? 3000 };
}

/** Asks this server for the page as an anonymous visitor would, and reads the whole answer. */
function renderOverLoopback(request: IncomingMessage, cacheable: CacheableRequest): Promise<RenderedPage> {
  const startedAt = performance.now();
  const headers = renderRequestHeaders(request, cacheable.locale, secret);
  const { host, port } = renderer.port ? { host: '127.0.0.1', port: renderer.port } : localTarget(request);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host, port, path: cacheable.path, method: 'GET', headers, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < answer.rawHeaders.length; i += 2) {
            const name = (answer.rawHeaders[i] ?? '').toLowerCase();
            const value = answer.rawHeaders[i + 1] ?? '';
            // Opening a page never writes the language cookie (only the switch does,
            // lib/i18n/locale-cookie.ts): none is kept, whatever a render says.
            if (name === 'set-cookie' && value.startsWith(`${LOCALE_COOKIE_NAME}=`)) continue;
            if (!HOP_BY_HOP.has(name)) pairs.push([name, value]);
          }
          resolve({
            status: answer.statusCode ?? 500,
            headers: pairs,
            body: Buffer.concat(chunks),
            startedAt,
          });
        });
      },
    );
    outgoing.on('error', reject);
    // A renderer that stopped answering must not hold its readers: they are rendered by Next.js here.
    outgoing.setTimeout(RENDER_TIMEOUT_MS, () => outgoing.destroy(new Error('render timed out')));
    outgoing.end();
  });
}

function templateOf(page: RenderedPage): NonceTemplate {
  let template = templates.get(page);
  if (!template) {
    template = nonceTemplate(page);
    templates.set(page, template);
  }
  return template;
}

const acceptsGzip = (request: IncomingMessage): boolean =>
  /\bgzip\b/.test(headerValue(request.headers['accept-encoding']) ?? '');

function gzipped(body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gzip(body, { level: 6 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
}

async function answer(request: IncomingMessage, response: ServerResponse, found: StoreAnswer) {
  const filled = withNonce(templateOf(found.page), createNonce());
  const parts = acceptsGzip(request) ? [await gzipped(bodyOf(filled))] : filled.parts;
  for (const [name, value] of filled.headers) response.appendHeader(name, value);
  if (parts !== filled.parts) response.setHeader('content-encoding', 'gzip');
  response.setHeader(
    'content-length',
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  response.setHeader('x-page-cache', found.source);
  response.writeHead(filled.status);
  if (request.method !== 'HEAD') {
    // One writev of the pieces instead of copying the page into a new buffer per answer.
    response.cork();
    for (const part of parts) response.write(part);
  }
  response.end();
}

/**
 * Takes the request when the page cache answers it (then returns true); otherwise leaves it to
 * `next` untouched. A render the cache asked for is recognised here and let through to Next.js.
 */
export function answerFromPageCache(
  request: IncomingMessage,
  response: ServerResponse,
  next: (request: IncomingMessage, response: ServerResponse) => unknown,
): boolean {
  // A render sent to this server itself (before the renderer is up) goes on to Next.js.
  if (takeRenderMarker(request, secret) !== 'none') return false;
  if (!enabled) return false;
  const cacheable = pageCacheKey(request);
  if (!cacheable) return false;
  store
    .get(cacheable.key, () => renderOverLoopback(request, cacheable))
    .then((found) => (found ? answer(request, response, found) : next(request, response)))
    .catch((error: unknown) => {
      console.error('page cache:', error instanceof Error ? error.message : error);
      if (!response.headersSent) next(request, response);
      else response.destroy();
    });
  return true;
}
