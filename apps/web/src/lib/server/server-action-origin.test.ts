import { describe, expect, it } from 'vitest';
import { crossOriginActionRefusal, isServerActionLike } from './server-action-origin.ts';

describe('the storefront door: cross-origin server actions', () => {
  it('knows a server action or form post when it sees one', () => {
    expect(isServerActionLike('POST', { 'next-action': 'x' })).toBe(true);
    expect(isServerActionLike('POST', { 'content-type': 'multipart/form-data; boundary=a' })).toBe(true);
    expect(isServerActionLike('POST', { 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
    expect(isServerActionLike('POST', { 'content-type': 'application/json' })).toBe(false);
    expect(isServerActionLike('GET', { 'next-action': 'x' })).toBe(false);
  });

  it('refuses another origin and an Origin that is not a URL, as Next.js would with a 500', () => {
    expect(crossOriginActionRefusal({ host: 'shop.example', origin: 'https://evil.example' })).toBeDefined();
    expect(crossOriginActionRefusal({ host: 'shop.example', origin: 'null' })).toBeDefined();
    expect(
      crossOriginActionRefusal({ host: 'shop.example', origin: 'https://shop.example' }),
    ).toBeUndefined();
    expect(
      crossOriginActionRefusal({ host: 'SHOP.example:3000', origin: 'http://shop.example:3000' }),
    ).toBeUndefined();
    expect(crossOriginActionRefusal({ host: 'shop.example' })).toBeUndefined();
  });

  it('takes the host a trusted proxy forwarded', () => {
    const headers = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example',
      origin: 'https://shop.example',
    };
    expect(crossOriginActionRefusal(headers)).toBeUndefined();
  });
});
