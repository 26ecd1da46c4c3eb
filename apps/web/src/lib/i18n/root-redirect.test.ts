import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRootRedirect } from './root-redirect.ts';

const entry = {
  enabled: true,
  method: 'GET',
  pathname: '/',
  search: '',
  cookieLocale: 'en',
  fetchSite: 'none',
  prefetch: false,
};

describe('decideRootRedirect', () => {
  it('sends an arrival at / with the en cookie to /en, keeping the query', () => {
    expect(decideRootRedirect(entry)).toEqual({ kind: 'redirect', location: '/en', locale: 'en' });
    expect(decideRootRedirect({ ...entry, search: '?utm_source=mail' })).toEqual({
      kind: 'redirect',
      location: '/en?utm_source=mail',
      locale: 'en',
    });
    expect(decideRootRedirect({ ...entry, method: 'HEAD', fetchSite: null }).kind).toBe('redirect');
    expect(decideRootRedirect({ ...entry, fetchSite: 'cross-site' }).kind).toBe('redirect');
  });

  it('renders / for Japanese, no cookie, an unknown cookie or the setting off', () => {
    expect(decideRootRedirect({ ...entry, cookieLocale: 'ja' })).toEqual({ kind: 'none' });
    expect(decideRootRedirect({ ...entry, cookieLocale: undefined })).toEqual({ kind: 'none' });
    expect(decideRootRedirect({ ...entry, cookieLocale: 'fr' })).toEqual({ kind: 'none' });
    expect(decideRootRedirect({ ...entry, enabled: false })).toEqual({ kind: 'none' });
  });

  it('leaves links followed on this site, prefetches and posts alone', () => {
    expect(decideRootRedirect({ ...entry, fetchSite: 'same-origin' })).toEqual({ kind: 'none' });
    expect(decideRootRedirect({ ...entry, prefetch: true })).toEqual({ kind: 'none' });
    expect(decideRootRedirect({ ...entry, method: 'POST' })).toEqual({ kind: 'none' });
  });

  it('never redirects any path but the root', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path !== '/' && path !== ''),
        fc.constantFrom('en', 'ja', undefined),
        (pathname, cookieLocale) => {
          expect(decideRootRedirect({ ...entry, pathname, cookieLocale })).toEqual({ kind: 'none' });
        },
      ),
    );
  });

  it('redirects only to /en followed by the query exactly as sent', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (query) => {
        const search = query ? `?${query}` : '';
        const decision = decideRootRedirect({ ...entry, search });
        expect(decision).toEqual({ kind: 'redirect', location: `/en${search}`, locale: 'en' });
      }),
    );
  });
});
