/**
 * The storefront's process (`node server.ts`, instead of `next start`): the built Next.js app behind
 * a plain node:http server, which first sets X-Forwarded-For to the real client address (and drops
 * X-Forwarded-Host/Proto/Port unless a trusted proxy sent them). Next.js
 * itself keeps any X-Forwarded-For a client sends, and the API counts its rate limits per
 * forwarded address, so without this a client could pick a fresh address for every guess.
 * Crawlers get a bare body instead of a 5xx error screen (docs/product.md#error-screen). Every response leaves with the
 * security headers it still lacks (static files, images, errors; docs/adr/0005).
 * PORT (default 3000); WEB_TRUST_PROXY names proxies in front of the storefront (default none).
 */
import { createServer } from 'node:http';
import next from 'next';
import { hideServerErrorsFromBots } from './src/lib/server/bot-server-errors.ts';
import { compileTrustProxy, normaliseForwardedHeaders } from './src/lib/server/client-address.ts';
import { addMissingSecurityHeaders } from './src/lib/server/security-headers.ts';
import { answerFromPageCache } from './src/lib/page-cache/page-cache.ts';

const port = Number(process.env.PORT || 3000);
const trust = compileTrustProxy(process.env.WEB_TRUST_PROXY);

const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  normaliseForwardedHeaders(request, trust);
  // Before the bot layer, which writes its bare error head through this one.
  addMissingSecurityHeaders(request, response);
  hideServerErrorsFromBots(request, response);
  if (answerFromPageCache(request, response, handle)) return; // docs/adr/0016
  void handle(request, response);
});
server.listen(port, () => console.log(`storefront listening on :${port}`));

const shutdown = () => {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open: end idle ones now, the rest after 10 s.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
