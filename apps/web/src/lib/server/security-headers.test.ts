import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_CSP, FORWARDED_CSP, securityConfigFromEnv } from '../security/headers.ts';
import { addMissingSecurityHeaders } from './security-headers.ts';

const config = securityConfigFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://hatake.example' });

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A real node:http server whose handler answers like Next does in one of its ways. */
async function headersOf(path: string, handle: (response: ServerResponse, request: IncomingMessage) => void) {
  const server = createServer((request, response) => {
    addMissingSecurityHeaders(request, response, config);
    handle(response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  await answer.arrayBuffer();
  return answer.headers;
}

describe('security headers on every storefront response: node:http layer', () => {
  it('adds them to a response ended without an explicit writeHead (a static file)', async () => {
    const headers = await headersOf('/_next/static/chunks/a.js', (response) => {
      response.setHeader('content-type', 'application/javascript');
      response.end('1');
    });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe(FALLBACK_CSP);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('keeps headers the response already has, set before or passed to writeHead, without doubling', async () => {
    const headers = await headersOf('/v1/top/common', (response) => {
      response.setHeader('x-content-type-options', 'nosniff');
      response.writeHead(200, {
        'Content-Security-Policy': "default-src 'self'",
        'content-type': 'text/plain',
      });
      response.end('ok');
    });
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives forwarded API paths the locked-down policy', async () => {
    const headers = await headersOf('/media/a.webp', (response) => {
      response.writeHead(200, ['content-type', 'image/webp']);
      response.end();
    });
    expect(headers.get('content-security-policy')).toBe(FORWARDED_CSP);
  });
});
