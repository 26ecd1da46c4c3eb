import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

type Section = { id: string; heading: string; items: string[] };
type Question = { q: string; a: string };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'help', '/guide');
}

/**
 * ご利用ガイド・よくある質問: ordering, shipping fees, payment, cancellations and experience bookings,
 * then an FAQ. The texts (messages `help`) follow docs/rules/ (cart-and-boxes, shipping-fees,
 * checkout-and-payments, orders); change them with those rules.
 */
export default async function GuidePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, c] = await Promise.all([getTranslations('help'), getTranslations('catalogue')]);
  const sections = t.raw('sections') as Section[];
  const faq = t.raw('faq') as Question[];
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        breadcrumb={
          <Breadcrumb
            label={c('breadcrumbLabel')}
            items={[{ label: c('top'), href: '/' }, { label: t('title') }]}
          />
        }
      />
      <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6 lg:px-8">
        <nav aria-label={t('tocLabel')} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {[...sections, { id: 'faq', heading: t('faqHeading') }].map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-leaf-dark underline-offset-4 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-8 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
          >
            <h2 id={`${section.id}-heading`} className="font-bold text-soil text-xl">
              {section.heading}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-soil leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {section.id === 'payment' ? (
              <p className="mt-4">
                <Link
                  href="/legal-notice"
                  className="font-semibold text-leaf-dark text-sm underline underline-offset-4"
                >
                  {t('legalLink')}
                </Link>
              </p>
            ) : null}
          </section>
        ))}

        <section
          id="faq"
          aria-labelledby="faq-heading"
          className="mt-8 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
        >
          <h2 id="faq-heading" className="font-bold text-soil text-xl">
            {t('faqHeading')}
          </h2>
          <dl className="mt-4 divide-y divide-line">
            {faq.map((item) => (
              <div key={item.q} className="py-4">
                <dt className="font-bold text-soil">Q. {item.q}</dt>
                <dd className="mt-2 text-soil leading-relaxed">A. {item.a}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="mt-10 text-center">
          <p className="font-semibold text-soil">{t('contactLead')}</p>
          <Link
            href="/contact"
            className="mt-4 inline-flex min-h-12 items-center rounded-full bg-persimmon-dark px-8 font-bold text-white shadow-md transition hover:bg-persimmon"
          >
            {t('contactLink')}
          </Link>
        </div>
      </div>
    </>
  );
}
