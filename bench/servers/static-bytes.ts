/**
 * The baseline: a bare node:http server answering one fixed response from memory. The gap between
 * it and the API is what routing, validation, the database and serialisation cost.
 * Usage: node static-bytes.ts <port> <body-file> <content-type>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port = '0', bodyFile = '', contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log(`baseline listening on ${port}`));
