import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

// PUBLIC_URL is read when the request comes in, not frozen at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(absoluteUrl('/sitemap.xml'));
}
