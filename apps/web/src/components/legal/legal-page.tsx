import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import type { Locale } from '@/i18n/routing.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

/**
 * A policy page (プライバシーポリシー, 利用規約): the header with the date of the text, then the
 * document with its table of contents, from messages under `namespace` (`title`, `intro`,
 * `sections`), and the note that the texts are the demo shop's.
 */
export async function LegalPage({
  locale,
  namespace,
  eyebrow,
}: {
  locale: Locale;
  namespace: 'legal.privacy' | 'legal.terms';
  eyebrow: string;
}) {
  setRequestLocale(locale);
  const [t, legal, c] = await Promise.all([
    getTranslations(namespace),
    getTranslations('legal'),
    getTranslations('catalogue'),
  ]);
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
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
