import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountForm } from '@/components/account/account-form.tsx';
import { AccountMessages } from '@/components/account/account-messages.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { isOAuthConfigured, OAUTH_PROVIDERS } from '@/lib/auth/oauth.ts';
import { guardPage } from '@/lib/auth/page-guard.ts';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import { signInErrorMessage } from '@/lib/auth/signin-errors.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { signInAction } from '../actions.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.signIn' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  // Signed in already: on to where the link was going, or /account (lib/auth/page-access.ts).
  await guardPage(locale, { pathname: '/signin', redirect: query.redirect });
  const t = await getTranslations('auth.signIn');
  const redirectTo = safeRedirect(typeof query.redirect === 'string' ? query.redirect : undefined);
  // A code set by the provider callbacks (/auth/{google,line}/signin) when a sign-in failed; only
  // known codes show their catalogue message, so a crafted link cannot put its own text here.
  const error = signInErrorMessage(query.error, locale === 'en' ? 'en' : 'ja');
  const configured = await Promise.all(OAUTH_PROVIDERS.map((provider) => isOAuthConfigured(provider)));
  const providers = OAUTH_PROVIDERS.filter((_provider, index) => configured[index]);
  return (
    <>
      <h1 className="text-center font-bold text-2xl text-soil">{t('title')}</h1>
      {redirectTo !== '/' ? <p className="mt-3 text-center text-muted text-sm">{t('guardNotice')}</p> : null}
      {query.reset === '1' ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-leaf-light px-4 py-3 font-semibold text-leaf-dark text-sm"
        >
          {t('resetDone')}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-6">
        <AccountMessages>
          <AccountForm
            id="signin"
            action={signInAction}
            initialState={idleState()}
            hidden={{ redirect: redirectTo }}
            submitLabel={t('submit')}
            pendingLabel={t('pending')}
            fields={[
              { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
              { name: 'password', type: 'password', autoComplete: 'current-password' },
            ]}
          />
        </AccountMessages>
      </div>
      {providers.length > 0 ? (
        <div className="mt-6 grid gap-3">
          {providers.map((provider) => (
            // A plain link: the route handler answers with a redirect to the provider.
            <a
              key={provider}
              href={`${localizedPath(locale === 'en' ? 'en' : 'ja', `/auth/${provider}/signin`)}?start=1&redirect=${encodeURIComponent(redirectTo)}`}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-line bg-white px-6 font-bold text-soil hover:bg-cream"
            >
              {t(`providers.${provider}`)}
            </a>
          ))}
        </div>
      ) : null}
      <p className="mt-4 text-center text-sm">
        <Link href="/forgot-password" className="text-leaf-dark underline underline-offset-2">
          {t('forgotLink')}
        </Link>
      </p>
      <p className="mt-6 text-center text-muted text-sm">
        {t('noAccount')}{' '}
        <Link href="/signup" className="font-bold text-leaf-dark underline underline-offset-2">
          {t('signUpLink')}
        </Link>
      </p>
    </>
  );
}
