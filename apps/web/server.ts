/**
 * The storefront's process (`node server.ts`, instead of `next start`): the built Next.js app behind
 * a plain node:http server — the storefront's door (src/lib/server/storefront-door.ts,
 * docs/adr/0018). The door sets X-Forwarded-For to the real client address (and drops
 * X-Forwarded-Host/Proto/Port unless a trusted proxy sent them: the API counts its rate limits per
 * forwarded address), adds the security headers a response still lacks (docs/adr/0005), gives
 * crawlers a bare body instead of a 5xx error screen (docs/product.md#error-screen), forwards
 * `/v1` (but the purchase pages), `/media` and `/docs` to the API addresses as a stream, and
 * answers what Next.js cannot route (malformed paths, unknown methods, cross-origin server actions)
 * with a 4xx instead of a 500. A request Node cannot even parse gets its 4xx from `clientError`.
 * PORT (default 3000); API_URL, one API address or several, comma-separated (health-checked, round
 * robin); WEB_TRUST_PROXY names proxies in front of the storefront (default none); DOOR_READ_CACHE=false
 * forwards every public read instead of reusing it for up to 0.5 s (docs/adr/0022).
 */
import { createServer } from 'node:http';
import next from 'next';
import { processApiAddresses } from './src/lib/api/api-addresses.ts';
import { answerFromPageCache } from './src/lib/page-cache/page-cache.ts';
import { compileTrustProxy } from './src/lib/server/client-address.ts';
import { guardServer } from './src/lib/server/client-errors.ts';
import { createStorefrontDoor } from './src/lib/server/storefront-door.ts';
import { switchedOn } from './src/lib/switch-setting.ts';

const port = Number(process.env.PORT || 3000);
const door = createStorefrontDoor({
  trust: compileTrustProxy(process.env.WEB_TRUST_PROXY),
  addresses: processApiAddresses(),
  readCache: switchedOn(process.env.DOOR_READ_CACHE),
});

const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  // API calls and refusals are answered by the door; what is left is a page request for Next.js.
  if (door.handle(request, response)) return;
  if (answerFromPageCache(request, response, handle)) return; // docs/adr/0016
  void handle(request, response);
});
guardServer(server);
server.listen(port, () => console.log(`storefront listening on :${port}`));

const shutdown = () => {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open: end idle ones now, the rest after 10 s.
  server.closeIdleConnections();
  door.close();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
