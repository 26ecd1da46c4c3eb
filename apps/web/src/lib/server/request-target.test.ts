import { describe, expect, it } from 'vitest';
import { allowedMethods, isForwardedPath, malformedPath, pathOf } from './request-target.ts';

describe('the storefront door: request targets', () => {
  it('forwards the API’s paths and leaves the purchase pages (and everything else) to Next.js', () => {
    for (const path of [
      '/v1',
      '/v1/products',
      '/v1/products/%',
      '/v1/purchases',
      '/media/a.webp',
      '/docs',
      '/docs/json',
    ])
      expect(isForwardedPath(path), path).toBe(true);
    for (const path of [
      '/v1/purchase',
      '/v1/purchase/sandbox/x',
      '/en/v1/purchase/complete',
      '/',
      '/items',
      '/v10',
      '/mediax',
      '/docsx',
    ])
      expect(isForwardedPath(path), path).toBe(false);
  });

  it('cuts the query off a target', () => {
    expect(pathOf('/v1/products?limit=2')).toBe('/v1/products');
    expect(pathOf('/items')).toBe('/items');
  });

  it('finds malformed escapes, bytes that are not UTF-8 and escaped control characters', () => {
    for (const path of [
      '/%',
      '/%zz',
      '/items/%FF',
      '/en/items/%E3%81',
      '/items/%ED%A0%80',
      '/items/a%00b',
      '/a%7f',
    ])
      expect(malformedPath(path), path).toBeDefined();
    for (const path of ['/', '/items/%E3%83%88%E3%83%9E%E3%83%88', '/items/a%20b', '/en'])
      expect(malformedPath(path), path).toBeUndefined();
  });

  it('names the methods each side takes', () => {
    expect(allowedMethods(true)).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(allowedMethods(false)).toBe('GET, HEAD, POST');
  });
});
