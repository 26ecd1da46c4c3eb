import type { MetadataRoute } from 'next';
import { LOCALES, localizedPath } from '../../i18n/routing.ts';

/**
 * Private and transactional paths that stay out of search results (docs/product.md, "Crawlers"):
 * the member's pages, the cart and both checkouts (`/purchase`, the `/v1/` pages and API,
 * `/experiences/purchase`), the review forms, the sign-in flows, the seller console and the health
 * page. Each is a
 * path prefix, as robots.txt matches them; none is the prefix of a public page.
 */
export const PRIVATE_PATHS = [
  '/account',
  '/purchase',
  '/v1/',
  '/experiences/purchase',
  '/reviews/',
  '/signin',
  '/signup',
  '/verify',
  '/register',
  '/forgot-password',
  '/auth/',
  '/console',
  '/health',
] as const;

/** robots.txt: every crawler kept out of the private paths in every locale (`/en/...` too), and the sitemap. */
export function robotsRules(sitemapUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => localizedPath(locale, path))),
    },
    sitemap: sitemapUrl,
  };
}

/**
 * Whether robots.txt keeps a crawler away from `path`: a `Disallow` value is a prefix of the path
 * (the rules above use no wildcards, and the only `Allow` is `/`, which a longer `Disallow` beats).
 */
export function isDisallowed(robots: MetadataRoute.Robots, path: string): boolean {
  const rules = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
  return rules.some((rule) => {
    const disallow = rule.disallow === undefined ? [] : [rule.disallow].flat();
    return disallow.some((prefix) => prefix !== '' && path.startsWith(prefix));
  });
}
