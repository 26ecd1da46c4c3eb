import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing.ts';

// next-intl's locale routing. Next 16 calls the middleware file `proxy.ts`.
export default createMiddleware(routing);

export const config = {
  // Constants only: Next analyses this at build time.
  // 1. Everything except the API (`/v1/**`), media, API docs, Next internals and files with an extension
  //    (next.config.ts rewrites those to the API or serves them itself).
  // 2. Storefront pages that share the `/v1` prefix: `/v1/purchase/**` (ARCHITECTURE §1).
  matcher: [
    '/((?!v1(?:/|$)|media(?:/|$)|docs(?:/|$)|_next(?:/|$)|_vercel(?:/|$)|.*\\.[^/]*$).*)',
    '/v1/purchase/:path*',
  ],
};
