import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutMessages } from '@/components/checkout/checkout-messages.tsx';
import { SandboxPaymentForm } from '@/components/checkout/sandbox-payment-form.tsx';
import { getSandboxSession, type SandboxSession } from '@/lib/api/checkouts.ts';
import { errorMessage, SANDBOX_PAYMENT_OVERRIDES } from '@/lib/api/error-messages.ts';
import { requestApi } from '@/lib/auth/session.ts';
import { settleSandboxAction } from '@/lib/checkout/actions.ts';
import { methodClass } from '@/lib/checkout/flow.ts';
import { formatYen } from '@/lib/format.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout.sandbox' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/v1/purchase/sandbox/{sessionId}`: the sandbox provider's hosted payment page (development and
 * tests; no money moves, docs/adr/0007). It shows the amount and the method of the session and lets
 * the shopper pay, issue a deferred method's slip, fail or cancel; the sandbox then applies its
 * signed notification and the browser goes back to the shop's complete page. The payment URL's
 * `token` is what lets this browser see and settle the session (the API answers 401 without it).
 */
export default async function SandboxPaymentPage({ params, searchParams }: Props) {
  const { locale, id } = await pageParams(
    params.then(({ locale: l, sessionId }) => ({ locale: l, id: sessionId })),
  );
  setRequestLocale(locale);
  const [t, m] = await Promise.all([
    getTranslations('checkout.sandbox'),
    getTranslations('checkout.methods'),
  ]);
  const rawToken = (await searchParams).token;
  const pageToken = typeof rawToken === 'string' ? rawToken : '';
  let session: SandboxSession | undefined;
  let problem = '';
  try {
    session = await getSandboxSession(id, pageToken, { client: await requestApi(locale) });
  } catch (error) {
    problem = errorMessage(error, locale, SANDBOX_PAYMENT_OVERRIDES);
  }
  const open = session?.state === 'pending' || session?.state === 'authorized';

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <p className="font-bold text-muted text-xs uppercase tracking-widest">{t('provider')}</p>
        <h1 className="mt-1 font-bold text-2xl text-soil">{t('title')}</h1>
        <p className="mt-2 text-muted text-sm">{t('note')}</p>
        {session ? (
          <>
            <dl className="mt-6 grid gap-3 rounded-2xl bg-cream/60 p-4 text-soil">
              <div className="flex justify-between gap-4">
                <dt>{t('amount')}</dt>
                <dd className="font-bold text-2xl tabular-nums" data-testid="sandbox-amount">
                  {formatYen(session.amount)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('method')}</dt>
                <dd className="font-semibold" data-testid="sandbox-method">
                  {m.has(String(session.method)) ? m(String(session.method)) : String(session.method)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('order')}</dt>
                <dd className="break-all font-mono text-sm">{session.orderId}</dd>
              </div>
            </dl>
            {open ? (
              <div className="mt-6">
                {session.state === 'authorized' ? (
                  <p role="status" className="mb-4 rounded-xl bg-sky-50 px-4 py-3 text-sky-900 text-sm">
                    {t('slipIssued')}
                  </p>
                ) : null}
                <CheckoutMessages parts={['sandbox']}>
                  <SandboxPaymentForm
                    action={settleSandboxAction.bind(null, session.sessionId, pageToken)}
                    locale={locale}
                    deferred={methodClass(session.method) === 'deferred' && session.state === 'pending'}
                  />
                </CheckoutMessages>
              </div>
            ) : (
              <p
                role="status"
                className="mt-6 rounded-xl bg-cream-dark px-4 py-3 text-soil"
                data-testid="sandbox-closed"
              >
                {t('closed', {
                  state: t.has(`states.${session.state}`) ? t(`states.${session.state}`) : session.state,
                })}
              </p>
            )}
          </>
        ) : (
          <p role="alert" className="mt-6 rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
