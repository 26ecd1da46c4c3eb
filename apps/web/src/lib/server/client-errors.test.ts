import { describe, expect, it } from 'vitest';
import { clientErrorAnswer, targetOf } from './client-errors.ts';
import { rawErrorResponse } from './contract-answers.ts';

describe('the storefront door: requests Node cannot parse', () => {
  it('maps the parser’s error to a 4xx, never a 5xx', () => {
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW').status).toBe(431);
    expect(clientErrorAnswer('HPE_INVALID_METHOD').status).toBe(405);
    expect(clientErrorAnswer('HPE_HEADERS_TIMEOUT').status).toBe(408);
    expect(clientErrorAnswer('HPE_INVALID_URL').status).toBe(400);
    expect(clientErrorAnswer(undefined).status).toBe(400);
  });

  it('reads the path of the refused request line', () => {
    expect(targetOf(Buffer.from('FROB /v1/products?x=1 HTTP/1.1\r\nHost: a\r\n'))).toBe('/v1/products');
    expect(targetOf(Buffer.from('garbage'))).toBe('/');
    expect(targetOf(undefined)).toBe('/');
  });

  it('writes a whole response: status line, contract body, security headers, Connection: close', () => {
    const raw = rawErrorResponse(431, 'too large', [['x-extra', '1']]);
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain('connection: close');
    expect(head).toContain('x-extra: 1');
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      status: 431,
      message: 'Request Header Fields Too Large',
      detail: 'too large',
    });
  });
});
