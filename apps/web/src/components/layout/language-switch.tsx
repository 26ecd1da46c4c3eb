'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { splitLocalePrefix } from '@/lib/auth/safe-redirect.ts';
import { localeCookieAssignment } from '@/lib/i18n/locale-cookie.ts';
import { GlobeIcon } from './icons.tsx';

type Props = {
  /** The language the link leads to (the other one than the page's). */
  target: Locale;
  /** The link's text, in the target language (English, 日本語). */
  text: string;
  /** Its accessible name's start, in the page's language. */
  label: string;
};

/**
 * ja ⇄ en on the same path with the same query (a search's keywords and filters survive the switch,
 * docs/rules/search.md). The click is the only thing that writes the locale cookie (365 days,
 * lib/i18n/locale-cookie.ts), before the browser follows the link; Secure on an HTTPS page. Opening an /en page by a link does not change it. A plain
 * link, not a client-side navigation: the whole page changes language anyway, and next-intl's
 * navigation runtime stays out of every page's first-load JavaScript. Texts come from the server.
 */
function SwitchLink({ target, text, label, search }: Props & { search: string }) {
  const path = splitLocalePrefix(usePathname()).path;
  const href = localizedPath(target, path);
  return (
    <a
      href={search ? `${href}?${search}` : href}
      hrefLang={target}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written before the browser follows the link.
        document.cookie = localeCookieAssignment(target, window.location.protocol === 'https:');
      }}
      className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-2.5 font-medium text-soil text-xs transition hover:border-leaf hover:text-leaf-dark sm:px-3 sm:text-sm"
    >
      <GlobeIcon className="hidden size-4.5 sm:block" />
      <span className="sr-only">{label}: </span>
      <span lang={target}>{text}</span>
    </a>
  );
}

function WithQuery(props: Props) {
  const search = useSearchParams().toString();
  return <SwitchLink {...props} search={search} />;
}

/** The query is read on the client: statically rendered pages show the path-only link until then. */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
