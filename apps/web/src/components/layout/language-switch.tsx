'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation.ts';
import { switchLocaleCookie } from '@/lib/i18n/locale-cookie.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * ja ⇄ en on the same path with the same query (a search's keywords and filters survive the switch,
 * docs/rules/search.md). The click is the only thing that writes the locale cookie (365 days,
 * lib/i18n/locale-cookie.ts): next-intl's Link writes it, and then, on an HTTPS page, it is written
 * again as Secure through the Cookie Store. Opening an /en page by a link does not change it.
 */
function SwitchLink({ search }: { search: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations('layout');
  const target = locale === 'ja' ? 'en' : 'ja';
  return (
    <Link
      href={search ? `${pathname}?${search}` : pathname}
      locale={target}
      hrefLang={target}
      onClick={() => {
        // The Cookie Store exists on secure pages only, and its cookies are Secure.
        if (window.isSecureContext && window.location.protocol === 'https:') {
          void cookieStore.set(switchLocaleCookie(target, Date.now()));
        }
      }}
      className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-2.5 font-medium text-soil text-xs transition hover:border-leaf hover:text-leaf-dark sm:px-3 sm:text-sm"
    >
      <GlobeIcon className="hidden size-4.5 sm:block" />
      <span className="sr-only">{t('languageSwitchLabel')}: </span>
      <span lang={target}>{t('languageSwitch')}</span>
    </Link>
  );
}

function WithQuery() {
  const search = useSearchParams().toString();
  return <SwitchLink search={search} />;
}

/** The query is read on the client: statically rendered pages show the path-only link until then. */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <WithQuery />
    </Suspense>
  );
}
