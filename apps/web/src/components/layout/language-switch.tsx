'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * ja ⇄ en on the same path with the same query (filters, sort, page stay as they were). next-intl's
 * Link writes the locale cookie (365 days) on click, and the proxy keeps it in sync on every
 * document request.
 */
export function LanguageSwitch() {
  // useSearchParams needs a Suspense boundary: a prerendered shell shows the switch without the
  // query until the browser fills it in.
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <SwitchWithQuery />
    </Suspense>
  );
}

function SwitchWithQuery() {
  const search = useSearchParams().toString();
  return <SwitchLink search={search} />;
}

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
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-2.5 font-medium text-soil text-xs transition hover:border-leaf hover:text-leaf-dark sm:px-3 sm:text-sm"
    >
      <GlobeIcon className="hidden size-4.5 sm:block" />
      <span className="sr-only">{t('languageSwitchLabel')}: </span>
      <span lang={target}>{t('languageSwitch')}</span>
    </Link>
  );
}
