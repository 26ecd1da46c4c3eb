import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import { LegalDocument, type LegalSection } from '@/components/legal/legal-document.tsx';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'legal.terms', '/terms-of-use');
}

export default async function TermsPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, legal, c] = await Promise.all([
    getTranslations('legal.terms'),
    getTranslations('legal'),
    getTranslations('catalogue'),
  ]);
  return (
    <>
      <PageHeader
        eyebrow="TERMS OF USE"
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
        <LegalDocument
          intro={t('intro')}
          sections={t.raw('sections') as LegalSection[]}
          tocLabel={legal('tocLabel')}
          footer={<p className="mt-10 border-line border-t pt-5 text-muted text-sm">{legal('demoNote')}</p>}
        />
      </div>
    </>
  );
}
