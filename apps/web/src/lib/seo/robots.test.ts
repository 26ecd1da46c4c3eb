import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDisallowed, PRIVATE_PATHS, robotsRules } from './robots.ts';

const robots = robotsRules('https://shop.example/sitemap.xml');

// The app's private pages (app/[locale]/...), in both locales.
const PRIVATE_PAGES = [
  '/account',
  '/account/edit/email',
  '/account/orders/o1',
  '/account/addresses/new',
  '/purchase',
  '/v1/purchase/auth',
  '/v1/purchase/address',
  '/v1/purchase/guest/confirmation',
  '/v1/purchase/complete',
  '/v1/purchase/sandbox/s1',
  '/experiences/purchase',
  '/experiences/purchase/guest',
  '/reviews/products/p1',
  '/reviews/experiences/e1',
  '/reviews/complete',
  '/signin',
  '/signup',
  '/verify',
  '/register',
  '/forgot-password',
  '/auth/google/signin',
  '/auth/line/signin',
  '/console',
  '/console/sign-in',
  '/console/orders/o1',
  '/health',
];

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/guide',
  '/contact',
  '/privacy',
  '/terms-of-use',
  '/legal-notice',
  '/items',
  '/items/p1',
  '/marches',
  '/coordinator/c1',
  '/experiences',
  '/experiences/e1',
  '/live/s1',
  '/video/v1',
  '/volunteer',
  '/volunteer/v1',
  '/spots',
];

describe('robotsRules', () => {
  it('names the sitemap and applies to every crawler', () => {
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules?.userAgent).toBe('*');
    expect(robots.sitemap).toBe('https://shop.example/sitemap.xml');
    expect(rules?.disallow).toHaveLength(PRIVATE_PATHS.length * 2);
  });

  it.each(PRIVATE_PAGES)('keeps crawlers out of %s and its /en twin', (path) => {
    expect(isDisallowed(robots, path)).toBe(true);
    expect(isDisallowed(robots, `/en${path}`)).toBe(true);
  });

  it.each(PUBLIC_PAGES)('lets crawlers read %s and its /en twin', (path) => {
    expect(isDisallowed(robots, path)).toBe(false);
    expect(isDisallowed(robots, path === '/' ? '/en' : `/en${path}`)).toBe(false);
  });

  it('never blocks a product, experience, video, live or volunteer page, whatever its id', () => {
    // Ids are 22 random base64url characters (apps/api/src/db/id.ts); one starting with "purchase"
    // would share the booking page's prefix (a chance of 2^-48).
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,26}$/).filter((s) => !s.startsWith('purchase'));
    const prefix = fc.constantFrom(
      '/items/',
      '/experiences/',
      '/video/',
      '/live/',
      '/volunteer/',
      '/coordinator/',
    );
    fc.assert(
      fc.property(prefix, id, fc.boolean(), (p, i, en) => {
        return !isDisallowed(robots, `${en ? '/en' : ''}${p}${i}`);
      }),
    );
  });
});
