'use client';

import { useRouter as useNextRouter, useParams } from 'next/navigation';
import { type ComponentProps, useMemo } from 'react';
import { IntentLink } from '@/components/ui/intent-link.tsx';
import { type Href, localizedLinkHref, localizedUrl } from './href.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './routing.ts';

// The browser's half of i18n/navigation.ts (Next refuses useParams and useRouter in a module that
// server components import, so they live behind this file's 'use client').

/** The page's language: the route's [locale] segment. */
function usePageLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

type Props = Omit<ComponentProps<typeof IntentLink>, 'href' | 'locale'> & { href: Href };

/**
 * next/link to a path of the site in the page's language (the route's [locale] segment): `/items`
 * leads to `/en/items` on an English page; it prefetches on intent (IntentLink). It replaces
 * next-intl's Link, whose client part brought next-intl's whole client runtime, message formatter
 * included, into the first load of every page with a link, and wrote its routing settings into the
 * page's payload once per link.
 */
export function Link({ href, ...rest }: Props) {
  return <IntentLink href={localizedLinkHref(usePageLocale(), href)} {...rest} />;
}

/** Next's router whose push, replace and prefetch take paths without the locale (the page's is added). */
export function useRouter() {
  const router = useNextRouter();
  const locale = usePageLocale();
  // One object per router and language, so that effects depending on it do not run on every render.
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(localizedUrl(locale, href), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(localizedUrl(locale, href), options),
      prefetch: (href: string, options?: Parameters<typeof router.prefetch>[1]) =>
        router.prefetch(localizedUrl(locale, href), options),
    }),
    [router, locale],
  );
}
