import type { AuthUserResponse } from '@hatake/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { AccountMessages } from './account-messages.tsx';

type Props = {
  title: string;
  lead?: string;
  /** The form, given the signed-in user. */
  children: (user: AuthUserResponse) => ReactNode;
  /** Where the sign-in link comes back to. */
  back: string;
};

/**
 * The card of every account edit page. The pages send a signed-out shopper to sign in first
 * (lib/auth/page-guard.ts, docs/accounts.md#which-pages-need-a-session); should the session end
 * between that check and this render, the card says "この操作はログインが必要です" with a sign-in
 * link instead of a form.
 */
export async function EditCard({ title, lead, children, back }: Props) {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations('account')]);
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="font-bold text-2xl text-soil">{title}</h1>
        {user ? (
          <>
            {lead ? <p className="mt-3 text-muted text-sm">{lead}</p> : null}
            <div className="mt-6">
              <AccountMessages>{children(user)}</AccountMessages>
            </div>
            <p className="mt-6 text-center">
              <Link href="/account" className="text-leaf-dark text-sm underline underline-offset-2">
                {t('edit.cancel')}
              </Link>
            </p>
          </>
        ) : (
          <div className="mt-6">
            <p role="alert" className="text-soil">
              {t('edit.signInRequired')}
            </p>
            <Link
              href={{ pathname: '/signin', query: { redirect: back } }}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-leaf-dark px-6 font-bold text-white"
            >
              {t('edit.toSignIn')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
