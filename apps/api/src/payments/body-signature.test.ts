import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBodySignature, signBody, singleHeader } from './body-signature.ts';

const secret = 'whsec-0123456789abcdef';
const body = Buffer.from('{"id":"evt_1","type":"payment.captured","data":{"amount":1200}}');

describe('body signatures (hex HMAC-SHA256 of the raw body)', () => {
  it('signs as HMAC-SHA256 in lower-case hex, the scheme KOMOJU documents', () => {
    expect(signBody(secret, body)).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(signBody(secret, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the signature of the exact bytes, in either letter case', () => {
    const signature = signBody(secret, body);
    expect(checkBodySignature(secret, body, signature)).toBe('valid');
    expect(checkBodySignature(secret, body, signature.toUpperCase())).toBe('valid');
  });

  it('refuses a tampered body: one byte changed, a space added, the JSON re-serialised', () => {
    const signature = signBody(secret, body);
    const changed = Buffer.from(body);
    changed[changed.length - 3] = '9'.charCodeAt(0);
    expect(checkBodySignature(secret, changed, signature)).toBe('mismatch');
    expect(checkBodySignature(secret, Buffer.concat([body, Buffer.from(' ')]), signature)).toBe('mismatch');
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(checkBodySignature(secret, reserialised, signature)).toBe('mismatch');
  });

  it('refuses a signature made with another secret', () => {
    expect(checkBodySignature(secret, body, signBody('another-secret-entirely', body))).toBe('mismatch');
  });

  it('tells a missing signature from a wrong one', () => {
    expect(checkBodySignature(secret, body, undefined)).toBe('missing');
    expect(checkBodySignature(secret, body, '')).toBe('missing');
    expect(checkBodySignature(secret, body, '   ')).toBe('missing');
  });

  it('refuses signatures of the wrong shape without throwing (timingSafeEqual throws on unequal lengths)', () => {
    const signature = signBody(secret, body);
    for (const wrong of [
      signature.slice(0, 63), // one hex digit short
      signature.slice(0, 62), // one byte short
      `${signature}00`, // one byte long
      `sha256=${signature}`, // a prefix other providers use
      `${signature.slice(0, 63)}g`, // not hex
      Buffer.from(signature, 'hex').toString('base64'), // the right bytes, the wrong encoding
    ]) {
      expect(checkBodySignature(secret, body, wrong)).toBe('mismatch');
    }
  });

  it('compares every byte: a signature wrong only in its first or only in its last byte is refused', () => {
    const signature = signBody(secret, body);
    const flip = (hex: string, at: number) =>
      `${hex.slice(0, at)}${hex[at] === '0' ? '1' : '0'}${hex.slice(at + 1)}`;
    expect(checkBodySignature(secret, body, flip(signature, 0))).toBe('mismatch');
    expect(checkBodySignature(secret, body, flip(signature, 63))).toBe('mismatch');
  });

  it('property: a signature verifies its own body and secret, and no other body', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 512 }),
        fc.uint8Array({ maxLength: 512 }),
        fc.string({ minLength: 1 }),
        (original, other, key) => {
          const signature = signBody(key, original);
          expect(checkBodySignature(key, original, signature)).toBe('valid');
          const same = Buffer.from(original).equals(Buffer.from(other));
          expect(checkBodySignature(key, other, signature)).toBe(same ? 'valid' : 'mismatch');
        },
      ),
    );
  });

  it('reads a header only when it was sent once', () => {
    expect(singleHeader('abc')).toBe('abc');
    expect(singleHeader(undefined)).toBeUndefined();
    expect(singleHeader(['abc', 'def'])).toBeUndefined();
  });
});
