import { ACCOUNT_LIMITS } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountForm } from '@/components/account/account-form.tsx';
import { AccountMessages } from '@/components/account/account-messages.tsx';
import { Link } from '@/i18n/navigation.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { guardPage } from '@/lib/auth/page-guard.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { signUpAction } from '../actions.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.signUp' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  // Signed in already: /account (lib/auth/page-access.ts).
  await guardPage(locale, { pathname: '/signup', redirect: (await searchParams).redirect });
  const t = await getTranslations('auth.signUp');
  const consent = await getTranslations('auth.consent');
  // The documents open in a new tab, so what was typed here stays; the link says so.
  const documentLink = (href: '/terms-of-use' | '/privacy') => (chunks: ReactNode) => (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      className="font-bold text-leaf-dark underline underline-offset-2"
    >
      {chunks}
      <span className="font-normal text-muted text-xs">{consent('newTab')}</span>
    </Link>
  );
  const consentLabel = consent.rich('label', {
    terms: documentLink('/terms-of-use'),
    privacy: documentLink('/privacy'),
  });
  return (
    <>
      <h1 className="text-center font-bold text-2xl text-soil">{t('title')}</h1>
      <p className="mt-3 text-center text-muted text-sm">{t('lead')}</p>
      <div className="mt-6">
        <AccountMessages>
          <AccountForm
            id="signup"
            action={signUpAction}
            initialState={idleState()}
            submitLabel={t('submit')}
            pendingLabel={t('pending')}
            fields={[
              { name: 'username', autoComplete: 'nickname', maxLength: ACCOUNT_LIMITS.username },
              {
                name: 'accountId',
                autoComplete: 'username',
                maxLength: ACCOUNT_LIMITS.accountId,
                hint: 'accountId',
              },
              { name: 'lastname', autoComplete: 'family-name', half: true, maxLength: ACCOUNT_LIMITS.name },
              { name: 'firstname', autoComplete: 'given-name', half: true, maxLength: ACCOUNT_LIMITS.name },
              { name: 'lastnameKana', half: true, hint: 'kana', maxLength: ACCOUNT_LIMITS.kana },
              { name: 'firstnameKana', half: true, hint: 'kana', maxLength: ACCOUNT_LIMITS.kana },
              { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
              {
                name: 'phoneNumber',
                type: 'tel',
                autoComplete: 'tel',
                inputMode: 'tel',
                hint: 'phone',
              },
              { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'password' },
              { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
              { name: 'consent', type: 'checkbox', label: consentLabel },
            ]}
          />
        </AccountMessages>
      </div>
      <p className="mt-8 text-center text-muted text-sm">
        <Link href="/signin" className="font-bold text-leaf-dark underline underline-offset-2">
          {t('signInLink')}
        </Link>
      </p>
    </>
  );
}
