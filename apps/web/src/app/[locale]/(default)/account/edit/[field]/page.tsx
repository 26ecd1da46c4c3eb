import type { AuthUserResponse } from '@hatake/contract';
import { ACCOUNT_LIMITS } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountForm, type FieldSpec } from '@/components/account/account-form.tsx';
import { EditCard } from '@/components/account/edit-card.tsx';
import type { FormState } from '@/lib/auth/form-state.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { guardPage } from '@/lib/auth/page-guard.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import {
  updateAccountIdAction,
  updateEmailAction,
  updateNotificationAction,
  updatePasswordAction,
  updateUsernameAction,
  verifyEmailAction,
} from '../../actions.ts';

type Props = {
  params: Promise<{ locale: string; field: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Edit = {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: readonly FieldSpec[];
  values: (user: AuthUserResponse) => Record<string, string>;
};

// /account/edit/{id,username,email,password,notification} (thumbnail and complete have their own pages).
const EDITS: Record<string, Edit> = {
  id: {
    action: updateAccountIdAction,
    fields: [
      { name: 'accountId', autoComplete: 'username', maxLength: ACCOUNT_LIMITS.accountId, hint: 'accountId' },
    ],
    values: (user) => ({ accountId: user.accountId }),
  },
  username: {
    action: updateUsernameAction,
    fields: [
      { name: 'username', autoComplete: 'nickname', maxLength: ACCOUNT_LIMITS.username, hint: 'username' },
    ],
    values: (user) => ({ username: user.username }),
  },
  email: {
    action: updateEmailAction,
    fields: [{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', hint: 'newEmail' }],
    values: () => ({}),
  },
  password: {
    action: updatePasswordAction,
    fields: [
      { name: 'oldPassword', type: 'password', autoComplete: 'current-password' },
      { name: 'newPassword', type: 'password', autoComplete: 'new-password', hint: 'password' },
      { name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password' },
    ],
    values: () => ({}),
  },
  notification: {
    action: updateNotificationAction,
    fields: [{ name: 'enabled', options: ['on', 'off'] }],
    values: (user) => ({ enabled: user.notificationEnabled ? 'on' : 'off' }),
  },
};

const VERIFY_EMAIL: Edit = {
  action: verifyEmailAction,
  fields: [{ name: 'verifyCode', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }],
  values: () => ({}),
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, field } = await params;
  if (!Object.hasOwn(EDITS, field)) return {};
  const t = await getTranslations({ locale, namespace: 'account.edit' });
  return { title: t(`${field}.title`), robots: { index: false } };
}

export default async function EditPage({ params, searchParams }: Props) {
  const { field } = await params;
  const locale = await localeOf(params);
  setRequestLocale(locale);
  if (!Object.hasOwn(EDITS, field)) notFound();
  const query = await searchParams;
  // Signed out: sign in and come back here, query and all (lib/auth/page-access.ts).
  await guardPage(locale, { pathname: `/account/edit/${field}`, query });
  const verifying = field === 'email' && query.step === 'verify';
  const edit = verifying ? VERIFY_EMAIL : (EDITS[field] as Edit);
  const t = await getTranslations('account.edit');
  const sentTo = typeof query.email === 'string' ? query.email : '';
  return (
    <EditCard
      title={t(`${field}.title`)}
      lead={verifying ? t('email.verifyLead', { email: sentTo }) : t(`${field}.lead`)}
      back={`/account/edit/${field}`}
    >
      {(user) => (
        <AccountForm
          id={`edit-${field}`}
          action={edit.action}
          initialState={idleState(edit.values(user))}
          fields={edit.fields}
          submitLabel={verifying ? t('email.verifySubmit') : t('submit')}
          pendingLabel={t('pending')}
          intro={
            field === 'email' && !verifying ? (
              <p className="text-soil text-sm">{t('email.current', { email: user.email })}</p>
            ) : undefined
          }
        />
      )}
    </EditCard>
  );
}
