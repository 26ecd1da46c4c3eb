/**
 * The baseline: a bare node:http server answering fixed responses from memory. The bench registers
 * each response once (PUT <path> with the body and its content-type), then loads GET <path>: the gap
 * between it and the application is what routing, validation, the database, rendering and
 * serialisation cost. One process serves every call's bytes, so the run starts it once.
 * Usage: node bare.ts <port>
 */
import { createServer, type OutgoingHttpHeaders } from 'node:http';

const [port = '0'] = process.argv.slice(2);
const responses = new Map<string, { headers: OutgoingHttpHeaders; body: Buffer }>();

createServer((request, response) => {
  const url = request.url ?? '/';
  if (request.method === 'PUT') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? 'application/octet-stream';
      responses.set(url, {
        body,
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      response.writeHead(204).end();
    });
    return;
  }
  const stored = responses.get(url);
  if (!stored) {
    response.writeHead(request.method === 'GET' && url === '/' ? 200 : 404).end();
    return;
  }
  response.writeHead(200, stored.headers);
  response.end(stored.body);
}).listen(Number(port), '127.0.0.1', () => console.log(`bare baseline listening on ${port}`));
