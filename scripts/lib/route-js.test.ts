import { describe, expect, it } from 'vitest';
import { firstLoadFiles, parseClientReferenceManifest, routeOf } from './route-js.ts';

describe('firstLoadFiles', () => {
  it('joins the framework files and every segment above the page except not-found, once each', () => {
    const files = firstLoadFiles(
      { rootMainFiles: ['static/chunks/main.js', 'static/chunks/turbopack.js'] },
      {
        entryJSFiles: {
          '[project]/apps/web/src/app/layout': ['static/chunks/root.js'],
          '[project]/apps/web/src/app/not-found': ['static/chunks/root.js', 'static/chunks/missing.js'],
          '[project]/apps/web/src/app/global-error': ['static/chunks/global-error.js'],
          '[project]/apps/web/src/app/[locale]/(default)/error': ['static/chunks/error.js'],
          '[project]/apps/web/src/app/[locale]/(default)/about/page': [
            'static/chunks/root.js',
            'static/chunks/about.js',
            'static/chunks/about.css',
          ],
        },
      },
    );
    expect(files).toEqual([
      'static/chunks/about.js',
      'static/chunks/error.js',
      'static/chunks/global-error.js',
      'static/chunks/main.js',
      'static/chunks/root.js',
      'static/chunks/turbopack.js',
    ]);
  });
});

describe('parseClientReferenceManifest', () => {
  it('reads the object assigned in the manifest file', () => {
    const source =
      'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/(default)/about/page"] = {"entryJSFiles":{"a/page":["x.js"]}};\n';
    expect(parseClientReferenceManifest(source)).toEqual({ entryJSFiles: { 'a/page': ['x.js'] } });
    expect(() => parseClientReferenceManifest('module.exports = {}')).toThrow();
  });
});

describe('routeOf', () => {
  it('drops the locale segment and route groups', () => {
    expect(routeOf('/[locale]/(default)/items/[id]/page')).toBe('/items/[id]');
    expect(routeOf('/[locale]/(default)/page')).toBe('/');
    expect(routeOf('/[locale]/(auth)/signin/page')).toBe('/signin');
  });
});
