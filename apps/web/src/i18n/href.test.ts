import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Href, localizedLinkHref, localizedUrl } from './href.ts';
import { localizedPath } from './routing.ts';

// The examples are what next-intl's getPathname gave for this routing (localePrefix 'as-needed',
// default ja), which the site's links and redirects used before they were our own.

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const value = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean());
const query = fc.dictionary(
  fc.stringMatching(/^[a-z]{1,5}$/),
  fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })),
);
const href: fc.Arbitrary<Href> = fc.oneof(
  path,
  fc.record({ pathname: path, query }, { requiredKeys: ['pathname'] }),
);

describe('localized paths and URLs', () => {
  it('put /en before English paths and nothing before Japanese ones', () => {
    expect(localizedPath('ja', '/items')).toBe('/items');
    expect(localizedPath('ja', '/')).toBe('/');
    expect(localizedPath('en', '/items')).toBe('/en/items');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/?q=1')).toBe('/en?q=1');
    expect(localizedPath('en', '/items?q=1')).toBe('/en/items?q=1');
  });

  it('give a locale-less internal path written without its slash one', () => {
    expect(localizedPath('ja', 'items')).toBe('/items');
    expect(localizedPath('en', 'items')).toBe('/en/items');
  });

  it('leave relative and absolute hrefs alone', () => {
    expect(localizedPath('en', '?page=2')).toBe('?page=2');
    expect(localizedPath('en', '#reviews')).toBe('#reviews');
    expect(localizedPath('en', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localizedPath('en', 'mailto:shop@example.com')).toBe('mailto:shop@example.com');
  });

  it('write a redirect’s query out: each value as text, arrays repeated', () => {
    expect(localizedUrl('en', { pathname: '/signin', query: { redirect: '/spots', n: 2 } })).toBe(
      '/en/signin?redirect=%2Fspots&n=2',
    );
    expect(localizedUrl('ja', { pathname: '/verify', query: { id: 'a', sent: true, k: ['1', '2'] } })).toBe(
      '/verify?id=a&sent=true&k=1&k=2',
    );
    expect(localizedUrl('en', { pathname: '/' })).toBe('/en');
    expect(localizedUrl('en', { pathname: '/', query: { q: 'x' } })).toBe('/en?q=x');
  });

  it('make an English URL the Japanese one under /en, for any path and query', () => {
    fc.assert(
      fc.property(href, (target) => {
        const ja = localizedUrl('ja', target);
        expect(ja.startsWith('/')).toBe(true);
        expect(localizedUrl('en', target)).toBe(`/en${ja}`);
      }),
    );
  });

  it('hand next/link the localized path and leave an object’s query to it', () => {
    expect(localizedLinkHref('en', '/items/1')).toBe('/en/items/1');
    expect(localizedLinkHref('en', { pathname: '/signin', query: { redirect: '/account' } })).toEqual({
      pathname: '/en/signin',
      query: { redirect: '/account' },
    });
    expect(localizedLinkHref('ja', { pathname: '/signin' })).toEqual({ pathname: '/signin' });
  });
});
