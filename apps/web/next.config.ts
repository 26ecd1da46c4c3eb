import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// Public origin of the storefront; the API builds media URLs on it (`${PUBLIC_URL}/media/...`).
const publicUrl = new URL(process.env.PUBLIC_URL || 'http://localhost:3000');
const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // NEXT_DIST_DIR builds (and `node server.ts` serves) another directory than `.next`, so a second
  // build on the same checkout does not replace the files under a running storefront.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The repo type-checks with `tsc -p apps/web` (TypeScript 7, which has no JS API for Next to call).
  typescript: { ignoreBuildErrors: true },
  // `/v1/**` (except the `/v1/purchase/**` pages), `/media/**` and `/docs/**` are forwarded to the API by
  // the storefront's own node:http layer in server.ts (src/lib/server/storefront-door.ts, ADR 0018),
  // before Next.js sees them, with API_URL read on every start — not by `rewrites()`, which `next start`
  // would freeze into the build's routes manifest. The route handlers under src/app/{v1,media,docs} stay
  // for `next dev` and for the requests Next.js makes to itself (the image optimiser reads `/media/**`).
  images: {
    // Media are normally rendered as same-origin paths (src/lib/media.ts), optimised from `/media/**`.
    localPatterns: [{ pathname: '/media/**' }],
    // Absolute media URLs on the public origin, as the API returns them.
    remotePatterns: [
      {
        protocol: publicUrl.protocol === 'https:' ? 'https' : 'http',
        hostname: publicUrl.hostname,
        port: publicUrl.port,
        pathname: '/media/**',
      },
    ],
    // Next 16 refuses to optimise images that resolve to a loopback/private address; the default
    // public origin is localhost, so allow it only in that case.
    dangerouslyAllowLocalIP: isLoopback,
    qualities: [75],
    // Fewer widths than Next's sixteen: every width is one more URL in each picture's srcset, in
    // the HTML of every card (a 20-card list carried 17 KB of srcset). 2× of the widest layout
    // slot (960 px) is still covered.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
    formats: ['image/webp'],
  },
};

export default withNextIntl(nextConfig);
