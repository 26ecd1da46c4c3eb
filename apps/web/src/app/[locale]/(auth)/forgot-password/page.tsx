import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountForm } from '@/components/account/account-form.tsx';
import { AccountMessages } from '@/components/account/account-messages.tsx';
import { Link } from '@/i18n/navigation.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { forgotPasswordAction, resetPasswordAction } from '../actions.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.forgot' });
  return { title: t('title'), robots: { index: false } };
}

/** Password reset: the e-mail address, then the mailed code with a new password. */
export default async function ForgotPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const email = typeof query.email === 'string' ? query.email : '';
  const reset = query.step === 'reset' && email !== '';
  const t = await getTranslations('auth.forgot');
  return (
    <>
      <h1 className="text-center font-bold text-2xl text-soil">{t('title')}</h1>
      <p className="mt-3 text-center text-muted text-sm">{reset ? t('resetLead', { email }) : t('lead')}</p>
      <div className="mt-6">
        <AccountMessages>
          {reset ? (
            <AccountForm
              id="reset"
              action={resetPasswordAction}
              initialState={idleState()}
              hidden={{ email }}
              submitLabel={t('resetSubmit')}
              pendingLabel={t('pending')}
              fields={[
                { name: 'verifyCode', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 },
                { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'password' },
                { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
              ]}
            />
          ) : (
            <AccountForm
              id="forgot"
              action={forgotPasswordAction}
              initialState={idleState()}
              submitLabel={t('submit')}
              pendingLabel={t('pending')}
              fields={[{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' }]}
            />
          )}
        </AccountMessages>
      </div>
      <p className="mt-8 text-center text-sm">
        <Link href="/signin" className="font-bold text-leaf-dark underline underline-offset-2">
          {t('backToSignIn')}
        </Link>
      </p>
    </>
  );
}
