/**
 * A small round-robin HTTP balancer (node:http): `npm start` puts it in front of several storefronts
 * (WEB_PROCESSES), and the multi-process test in front of its processes. Each request goes to the
 * next backend in turn; a backend that refuses the connection is skipped (the request is sent to
 * the next one: nothing reached the refusing one) and left out for a second, the way a load
 * balancer's health check would. Answers, server-sent events included, stream through unbuffered.
 * In production a real balancer (nginx, Caddy, a cloud load balancer) takes this place:
 * docs/scaling.md.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BalancerOptions = {
  /** Backend origins (`http://127.0.0.1:3001`). */
  backends: string[];
  port: number;
  /** The interface to listen on; all of them when absent (as the storefront does). */
  host?: string;
  /** How long a backend that refused a connection is left out. */
  downMs?: number;
};

export type Balancer = {
  readonly url: string;
  /** Requests answered per backend (same order as `backends`). */
  readonly served: readonly number[];
  /** Requests sent on to another backend because one refused the connection. */
  readonly failovers: number;
  close(): Promise<void>;
};

// Headers that describe one hop, not the message (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A connection that never reached the backend: safe to send the request elsewhere. */
const neverReached = (error: NodeJS.ErrnoException): boolean =>
  error.code === 'ECONNREFUSED' || error.code === 'EHOSTUNREACH' || error.code === 'ENOTFOUND';

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export const startBalancer = async (options: BalancerOptions): Promise<Balancer> => {
  type Backend = { target: URL; downUntil: number; served: number };
  const backends: Backend[] = options.backends.map((origin) => ({
    target: new URL(origin),
    downUntil: 0,
    served: 0,
  }));
  if (backends.length === 0) throw new Error('the balancer needs at least one backend');
  const downMs = options.downMs ?? 1_000;
  let failovers = 0;
  let turn = 0;

  /** Backends in the order to try: the next in turn first, the ones left out last. */
  const order = (): Backend[] => {
    const start = turn;
    turn = (turn + 1) % backends.length;
    const rotated = backends.map((_, i) => backends[(start + i) % backends.length] as Backend);
    const now = Date.now();
    return [...rotated.filter((b) => b.downUntil <= now), ...rotated.filter((b) => b.downUntil > now)];
  };

  const forward = (
    backend: Backend,
    incoming: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
  ): Promise<'answered' | 'refused'> =>
    new Promise((resolve) => {
      const { target } = backend;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const peer = incoming.socket.remoteAddress ?? '';
      // An IPv4 client of a dual-stack socket is named as IPv4, as every other proxy names it.
      const client = peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer;
      const forwardedFor = incoming.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${client}` : client;
      headers['x-forwarded-host'] = incoming.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      headers['content-length'] = String(body.length);
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
        (answer) => {
          backend.served += 1;
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          response.flushHeaders();
          answer.pipe(response);
          // The client went away (a closed event stream): stop reading from the backend too.
          response.on('close', () => answer.destroy());
          resolve('answered');
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (!response.headersSent && neverReached(error)) {
          backend.downUntil = Date.now() + downMs;
          resolve('refused');
          return;
        }
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end();
        resolve('answered');
      });
      outgoing.end(body);
    });

  const server = createServer(async (incoming, response) => {
    let body: Buffer;
    try {
      body = await readBody(incoming);
    } catch {
      response.destroy();
      return;
    }
    const tries = order();
    for (const [attempt, backend] of tries.entries()) {
      if (attempt > 0) failovers += 1;
      if ((await forward(backend, incoming, body, response)) === 'answered') return;
    }
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('no backend answered\n');
  });
  // Event streams stay open for minutes.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    get served() {
      return backends.map((backend) => backend.served);
    },
    get failovers() {
      return failovers;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
