import type { MetadataRoute } from 'next';

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
  };
}
