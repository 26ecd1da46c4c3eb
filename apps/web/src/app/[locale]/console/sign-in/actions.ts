'use server';

import { redirect } from 'next/navigation';
import { ResponseError } from '@/lib/api/errors.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, text } from '@/lib/console/form-state.ts';
import { consoleReturnPath } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleSignIn } from '@/lib/console/session.ts';

export type SignInState = ConsoleFormState & { askTotp: boolean; email: string };

/** POST /v1/console/auth; a 401 naming totpCode asks for the authenticator's code next. */
export async function consoleSignInAction(state: SignInState, form: FormData): Promise<SignInState> {
  const locale = await currentLocale();
  const t = consoleMessages(locale);
  const email = text(form, 'email');
  const password = typeof form.get('password') === 'string' ? String(form.get('password')) : '';
  const totpCode = text(form, 'totpCode');
  if (!email || !password)
    return { status: 'error', message: t.signIn.required, askTotp: state.askTotp, email };
  try {
    await consoleSignIn(email, password, totpCode || undefined);
  } catch (error) {
    if (error instanceof ResponseError && error.status === 401) {
      if (error.detail.includes('totpCode is required'))
        return { status: 'idle', message: '', askTotp: true, email };
      if (error.detail.includes('totpCode'))
        return { status: 'error', message: t.signIn.totpWrong, askTotp: true, email };
      return { status: 'error', message: t.signIn.failed, askTotp: false, email };
    }
    return { status: 'error', message: consoleErrorMessage(error, locale), askTotp: state.askTotp, email };
  }
  redirect(consoleReturnPath(text(form, 'next')));
}
