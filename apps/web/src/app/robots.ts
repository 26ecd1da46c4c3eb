import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site.ts';

// PUBLIC_URL is read when the request comes in, not frozen at build time.
export const dynamic = 'force-dynamic';

// Private and transactional pages stay out of search results (both locales).
const PRIVATE = [
  '/account',
  '/purchase',
  '/v1/',
  '/signin',
  '/signup',
  '/verify',
  '/register',
  '/auth/',
  '/health',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', disallow: [...PRIVATE, ...PRIVATE.map((path) => `/en${path}`)] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
