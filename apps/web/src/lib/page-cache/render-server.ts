/**
 * The page cache's renderer (docs/adr/0016): a second Next.js server of the same build, started by
 * page-cache.ts as a child process, that renders the cache's misses and refreshes. Rendering a page
 * holds a JavaScript thread for tens of milliseconds; here it is not the storefront's, whose event
 * loop then only answers stored pages and stays quick. It listens on a free loopback port (sent to
 * the parent) and answers only requests that carry the cache's secret; it exits with its parent.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { takeRenderMarker } from './render-request.ts';

const secret = process.env.PAGE_RENDER_SECRET ?? '';
if (!secret || !process.send) process.exit(1);
delete process.env.PAGE_RENDER_SECRET;

const dir = path.resolve(import.meta.dirname, '../../..');
const app = next({ dev: false, dir, port: Number(process.env.PORT || 3000), hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (takeRenderMarker(request, secret) !== 'render') {
    response.writeHead(403).end();
    return;
  }
  void handle(request, response);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) process.send?.({ renderPort: address.port });
});
process.on('disconnect', () => process.exit(0));
