import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/**
 * The page column of a detail page (a marche, an item, an experience, a volunteer post, a live, a
 * video) under its trail: トップ, then `trail` (the list it belongs to, the page itself).
 */
export function DetailFrame({
  locale,
  trail,
  children,
}: {
  locale: Locale;
  trail: Crumb[];
  children?: ReactNode;
}) {
  const c = useTranslations('catalogue');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
      <Breadcrumb
        label={c('breadcrumbLabel')}
        locale={locale}
        items={[{ label: c('top'), href: '/' }, ...trail]}
      />
      {children}
    </div>
  );
}
