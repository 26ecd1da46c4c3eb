import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isBotUserAgent } from '../bot-agent.ts';
import { botErrorBody, hideServerErrorsFromBots } from './bot-server-errors.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ERROR_SCREEN = '<html><body><h1>エラーページ</h1><p>エラーが発生しました</p></body></html>';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** Serves one handler behind the wrapper (on the loopback interface) and fetches it as `agent`. */
const fetchAs = async (agent: string, handler: RequestListener) => {
  server = createServer((request, response) => {
    hideServerErrorsFromBots(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'user-agent': agent } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

// The ways a renderer sends an error screen: implicit head, explicit head with headers, streamed.
const implicitHead: RequestListener = (_request, response) => {
  response.statusCode = 500;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(ERROR_SCREEN));
  response.end(ERROR_SCREEN);
};
const explicitHead: RequestListener = (_request, response) => {
  response.writeHead(503, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(ERROR_SCREEN) });
  response.end(ERROR_SCREEN);
};
const streamed: RequestListener = (_request, response) => {
  response.statusCode = 502;
  response.write('<html><body>');
  response.write('<h1>エラーページ</h1>', () => response.end('</body></html>'));
};

describe('hideServerErrorsFromBots', () => {
  it.each([
    ['implicit head', implicitHead, 500],
    ['explicit head', explicitHead, 503],
    ['streamed body', streamed, 502],
  ])('gives a crawler only the status of a server error (%s)', async (_name, handler, status) => {
    const answer = await fetchAs(GOOGLEBOT, handler);
    expect(answer.status).toBe(status);
    expect(answer.body).toBe(botErrorBody(status));
    expect(answer.body).not.toContain('エラーページ');
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it('shows people the error screen', async () => {
    const answer = await fetchAs(BROWSER, implicitHead);
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(ERROR_SCREEN);
  });

  it('leaves a crawler’s successful pages alone', async () => {
    const answer = await fetchAs(GOOGLEBOT, (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<p>商品一覧</p>');
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<p>商品一覧</p>');
  });
});

describe('isBotUserAgent', () => {
  it('knows crawlers and preview fetchers, not browsers', () => {
    for (const agent of [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'facebookexternalhit/1.1',
      'Baiduspider',
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(true);
    }
    for (const agent of [BROWSER, '', undefined]) expect(isBotUserAgent(agent)).toBe(false);
  });
});
