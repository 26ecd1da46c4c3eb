import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { PageHeader } from '@/components/catalogue/page-header.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { getPaymentStatuses } from '@/lib/api/index.ts';
import { offeredMethods } from '@/lib/checkout/flow.ts';
import { SELLER_FIELDS, sellerDetailsFrom } from '@/lib/shop-info.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

// The seller comes from the environment and the payment methods from the API: read per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

type Row = { term: string; detail: string; demo?: boolean; testId?: string };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'legal.notice', '/legal-notice');
}

/** The methods a shopper can pay with now (as the checkout offers them), or undefined when unknown. */
async function methodsInUse(): Promise<number[] | undefined> {
  try {
    return offeredMethods((await getPaymentStatuses()).systems);
  } catch (error) {
    console.error('GET /v1/statuses/payments failed', error);
    return undefined;
  }
}

/**
 * 特定商取引法に基づく表記: the seller's details from the environment (lib/shop-info.ts; an unset one
 * is a demo value marked 「デモ」), the payment methods in use (`GET /v1/statuses/payments`, as the
 * checkout offers them), then the fixed terms from the messages.
 */
export default async function LegalNoticePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const [t, legal, c, contact, checkout, methods] = await Promise.all([
    getTranslations('legal.notice'),
    getTranslations('legal'),
    getTranslations('catalogue'),
    getTranslations('contact'),
    getTranslations('checkout'),
    methodsInUse(),
  ]);
  const seller = sellerDetailsFrom(process.env);
  const sellerRows: Row[] = SELLER_FIELDS.map((field) => {
    const value = seller[field];
    return {
      term: t(`seller.${field}`),
      detail: value ?? t(`seller.demoValues.${field}`),
      demo: value === undefined,
      testId: `seller-${field}`,
    };
  });
  const payments: Row = {
    term: t('seller.payments'),
    detail:
      methods === undefined
        ? t('seller.paymentsUnavailable')
        : methods.length === 0
          ? t('seller.paymentsNone')
          : methods.map((method) => checkout(`methods.${method}`)).join(locale === 'ja' ? '、' : ', '),
    testId: 'payment-methods',
  };
  const rows: Row[] = [...sellerRows, payments, ...(t.raw('rows') as Row[])];
  const anyDemo = sellerRows.some((row) => row.demo);
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
                <dd
                  className="text-soil leading-relaxed"
                  data-testid={row.testId}
                  data-demo={row.demo || undefined}
                >
                  {row.demo ? (
                    <span className="mr-2 inline-block rounded border border-persimmon-dark px-1.5 py-0.5 align-middle font-bold text-persimmon-dark text-xs">
                      {t('seller.demoBadge')}
                    </span>
                  ) : null}
                  {row.detail}
                </dd>
              </div>
            ))}
          </dl>
          {anyDemo ? <p className="mt-4 text-muted text-sm">{t('seller.demoExplained')}</p> : null}
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
