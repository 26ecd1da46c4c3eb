/**
 * The SSE baseline: a bare node:http server holding text/event-stream connections at GET /stream
 * and writing every body POSTed to /publish to all of them as one event. The gap between it and the
 * API is what validation, the database write, the bus and the stream bookkeeping cost.
 * Usage: node sse-echo.ts <port>
 */
import { createServer, type ServerResponse } from 'node:http';

const [port = '0'] = process.argv.slice(2);
const viewers = new Set<ServerResponse>();
let sequence = 0;

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stream') {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.write('retry: 3000\n\n');
    viewers.add(response);
    response.on('close', () => viewers.delete(response));
    return;
  }
  if (request.method === 'POST' && request.url === '/publish') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sequence += 1;
      const frame = `id: ${sequence}\nevent: comment\ndata: ${Buffer.concat(chunks).toString('utf8')}\n\n`;
      for (const viewer of viewers) viewer.write(frame);
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(404).end();
}).listen(Number(port), '127.0.0.1', () => console.log(`sse baseline listening on ${port}`));
