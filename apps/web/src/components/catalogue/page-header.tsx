import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import { Breadcrumb } from './breadcrumb.tsx';

/** The heading block of a list page: eyebrow, h1, lead, optional breadcrumb above. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  breadcrumb,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  breadcrumb?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-line border-b bg-cream-dark/50">
      <div className="mx-auto max-w-7xl px-4 pt-5 pb-8 sm:px-6 sm:pb-10 lg:px-8">
        {breadcrumb}
        <p aria-hidden="true" className="mt-6 font-bold text-persimmon-dark text-xs tracking-[0.2em]">
          {eyebrow}
        </p>
        <h1 className="mt-1 font-bold text-3xl text-soil sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-muted leading-relaxed">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * The header of a catalogue list page (`/items`, `/experiences`, `/marches`): the namespace's
 * `eyebrow`, `title` and `lead`, under the trail トップ / title (with its JSON-LD).
 */
export function ListPageHeader({
  namespace,
  path,
  locale,
  children,
}: {
  namespace: 'items' | 'experiences' | 'marches' | 'lives' | 'spots' | 'volunteer';
  /** The page's locale-less path, e.g. `/items`. */
  path: string;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = useTranslations(namespace);
  const c = useTranslations('catalogue');
  return (
    <PageHeader
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      breadcrumb={
        <Breadcrumb
          label={c('breadcrumbLabel')}
          locale={locale}
          items={[
            { label: c('top'), href: '/' },
            { label: t('title'), href: path },
          ]}
        />
      }
    >
      {children}
    </PageHeader>
  );
}
