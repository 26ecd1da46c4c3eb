import { describe, expect, it } from 'vitest';
import { firstLoadFiles, nearestNotFound, parseClientReferenceManifest, routeOf } from './route-js.ts';

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

describe('not-found boundaries', () => {
  const manifest = {
    entryJSFiles: {
      '[project]/apps/web/src/app/not-found': ['static/chunks/shell.js'],
      '[project]/apps/web/src/app/[locale]/(auth)/signin/page': ['static/chunks/signin.js'],
    },
  };

  it("loads the nearest boundary's chunks and no other's", () => {
    expect(firstLoadFiles({}, manifest, '')).toEqual(['static/chunks/shell.js', 'static/chunks/signin.js']);
    expect(firstLoadFiles({}, manifest, '/[locale]/(default)')).toEqual(['static/chunks/signin.js']);
  });

  it('finds the deepest directory with a not-found file above the page', () => {
    const dirs = new Set(['', '/[locale]/(default)']);
    const has = (dir: string) => dirs.has(dir);
    expect(nearestNotFound('/[locale]/(default)/items/[id]/page', has)).toBe('/[locale]/(default)');
    expect(nearestNotFound('/[locale]/(auth)/signin/page', has)).toBe('');
    expect(nearestNotFound('/[locale]/(auth)/signin/page', () => false)).toBeUndefined();
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
