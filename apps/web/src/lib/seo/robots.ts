import type { MetadataRoute } from 'next';

/**
 * Private and transactional paths that stay out of search results, in both locales: the member's
 * pages, checkout, the forwarded API (`/v1/`), the sign-in flows and the health page.
 */
export const PRIVATE_PATHS = [
  '/account',
  '/purchase',
  '/v1/',
  '/signin',
  '/signup',
  '/verify',
  '/register',
  '/auth/',
  '/health',
] as const;

/** robots.txt: every crawler kept out of the private paths (also under `/en`), and the sitemap. */
export function robotsRules(sitemapUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', disallow: [...PRIVATE_PATHS, ...PRIVATE_PATHS.map((path) => `/en${path}`)] },
    sitemap: sitemapUrl,
  };
}
