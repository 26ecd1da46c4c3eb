import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages.tsx';
import { VerifyCode } from '@/components/account/verify-code.tsx';
import { Link } from '@/i18n/navigation.ts';
import { codeResendSeconds, resendCountdown } from '@/lib/auth/verify.ts';
import { resendCodeAction, verifyAction } from '../actions.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.verify' });
  return { title: t('title'), robots: { index: false } };
}

export const dynamic = 'force-dynamic';

export default async function VerifyPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const id = typeof query.id === 'string' ? query.id : '';
  // The address the member typed a moment ago on /signup: their own, so shown in full.
  const email = typeof query.email === 'string' ? query.email.trim() : '';
  const wait = resendCountdown(query.sent, Math.floor(Date.now() / 1000), codeResendSeconds());
  const t = await getTranslations('auth.verify');
  return (
    <>
      <h1 className="text-center font-bold text-2xl text-soil">{t('title')}</h1>
      {id ? (
        <>
          {email ? (
            <p className="mt-3 text-center text-soil text-sm [overflow-wrap:anywhere]">
              {t.rich('sentTo', {
                email,
                strong: (chunks) => <strong className="font-bold">{chunks}</strong>,
              })}
            </p>
          ) : null}
          <p className="mt-3 text-center text-muted text-sm">{t('lead')}</p>
          <div className="mt-6">
            <AccountMessages>
              <VerifyCode
                id={id}
                verifyAction={verifyAction}
                resendAction={resendCodeAction}
                initialWaitSeconds={wait}
                submitLabel={t('submit')}
                pendingLabel={t('pending')}
              />
            </AccountMessages>
          </div>
        </>
      ) : (
        <p
          role="alert"
          className="mt-6 rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
        >
          {t('missingId')}{' '}
          <Link href="/signup" className="underline underline-offset-2">
            {t('signUpLink')}
          </Link>
        </p>
      )}
    </>
  );
}
