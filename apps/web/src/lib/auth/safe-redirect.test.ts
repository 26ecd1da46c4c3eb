import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../i18n/routing.ts';
import { safeRedirect, splitLocalePrefix } from './safe-redirect.ts';

const SITE = 'https://hatake.example';

/** Where a browser on the site ends up for a Location header / link with this value. */
const landsOn = (target: string): string => new URL(target, `${SITE}/signin`).origin;

describe('open redirect after sign-in: safeRedirect', () => {
  it.each([
    '/account',
    '/en/account',
    '/items?category=1&page=2',
    '/items/abc#reviews',
    '/experiences?q=%E7%95%91',
    '/account/edit/thumbnail',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['tab inside the path (the reported case)', '/\t/evil.example/'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return inside', '/\r/evil.example'],
    ['leading tab', '\t//evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['scheme-relative', '//evil.example'],
    ['scheme-relative with path', '//evil.example/account'],
    ['backslash', '\\evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['lower-case encoded slash', '/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lower-case encoded backslash', '/%5cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded carriage return', '/%0D/evil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded tab', '/%2509/evil.example'],
    ['dot segment collapsing to //', '/.//evil.example'],
    ['dot-dot segment collapsing to //', '/..//evil.example'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['javascript: with a comment', 'javascript://%0Aalert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['absolute URL elsewhere', 'https://evil.example/account'],
    ['absolute URL, no slashes', 'https:evil.example'],
    ['user info trick', 'https://hatake.example@evil.example'],
    ['relative path', 'account'],
    ['empty', ''],
    ['malformed escape', '/%E0%A4%A'],
  ])('refuses %s', (_name, raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('refuses what is not a string and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(['/account'])).toBe('/');
    expect(safeRedirect('//evil.example', '/account')).toBe('/account');
  });

  it('refuses an overlong target', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('answers the parsed path', () => {
    expect(safeRedirect('/items/../account')).toBe('/account');
  });

  // Pieces that browsers, URL parsers and decoders treat specially, mixed freely.
  const tricky = fc.constantFrom(
    '/',
    '//',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '.',
    '..',
    ':',
    '@',
    '?',
    '#',
    '%',
    '%2F',
    '%2f',
    '%5C',
    '%09',
    '%0A',
    '%25',
    '%2e',
    'evil.example',
    'hatake.example',
    'javascript:',
    'data:',
    'https:',
    'en',
    'account',
    '\u3000',
    '畑',
  );
  const targets = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.array(tricky, { maxLength: 12 }).map((pieces) => pieces.join('')),
  );

  it('property: the result always parses to the site’s own origin, with or without a locale prefix', () => {
    fc.assert(
      fc.property(targets, (raw) => {
        const result = safeRedirect(raw);
        expect(landsOn(result)).toBe(SITE);
        expect(landsOn(localizedPath('en', result))).toBe(SITE);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: a result is accepted as it is (stable when checked again)', () => {
    fc.assert(
      fc.property(targets, (raw) => {
        const result = safeRedirect(raw);
        expect(safeRedirect(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: plain site paths pass unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});

describe('splitLocalePrefix', () => {
  it.each([
    ['/en/account', { locale: 'en', path: '/account' }],
    ['/en', { locale: 'en', path: '/' }],
    ['/en?x=1', { locale: 'en', path: '/?x=1' }],
    ['/ja/items?page=2', { locale: 'ja', path: '/items?page=2' }],
    ['/account', { path: '/account' }],
    ['/english', { path: '/english' }],
    ['/', { path: '/' }],
  ])('%s', (path, expected) => {
    expect(splitLocalePrefix(path)).toEqual(expected);
  });

  it('a prefixed target localised again lands on the same page, not /en/en/…', () => {
    const { locale, path } = splitLocalePrefix(safeRedirect('/en/account'));
    expect(localizedPath(locale ?? 'ja', path)).toBe('/en/account');
  });
});
