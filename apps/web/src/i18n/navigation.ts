import { redirect as nextRedirect } from 'next/navigation';
import { type Href, localizedUrl } from './href.ts';
import type { Locale } from './routing.ts';

/*
 * Locale-aware wrappers around Next.js' navigation, of our own rather than next-intl's
 * createNavigation: a client component importing any of those took next-intl's client runtime (its
 * message formatter included, about 13 kB gzip) into the page's first load (docs/storefront-speed.md).
 * Paths are written without the locale (`/items`); the page's language is put before them.
 */
export { Link, useRouter } from './client-navigation.tsx';

/** Redirects (server components, server actions) to `href` in `locale`, as next-intl's redirect did. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedUrl(locale, href));
}
