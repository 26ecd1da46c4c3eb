import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

type Row = { term: string; detail: string };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'legal.notice', '/legal-notice');
}

export default async function LegalNoticePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, legal, c, contact] = await Promise.all([
    getTranslations('legal.notice'),
    getTranslations('legal'),
    getTranslations('catalogue'),
    getTranslations('contact'),
  ]);
  const rows = t.raw('rows') as Row[];
  return (
    <>
      <PageHeader
        eyebrow="LEGAL NOTICE"
        title={t('title')}
        lead={legal('updated', { date: legal('updatedDate') })}
        breadcrumb={
          <Breadcrumb
            label={c('breadcrumbLabel')}
            items={[{ label: c('top'), href: '/' }, { label: t('title') }]}
          />
        }
      />
      <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-10">
          <p className="text-soil leading-loose">{t('intro')}</p>
          <dl className="mt-6 divide-y divide-line border-line border-y">
            {rows.map((row) => (
              <div key={row.term} className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6">
                <dt className="font-bold text-soil">{row.term}</dt>
                <dd className="text-soil leading-relaxed">{row.detail}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8">
            <Link
              href="/contact"
              className="inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-sm text-white hover:bg-leaf-dark"
            >
              {contact('title')}
            </Link>
          </p>
          <p className="mt-8 border-line border-t pt-5 text-muted text-sm">{legal('demoNote')}</p>
        </div>
      </div>
    </>
  );
}
