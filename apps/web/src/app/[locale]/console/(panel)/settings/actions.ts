'use server';

import { changeConsolePassword, confirmTotp, disableTotp, enrolTotp } from '@/lib/api/console.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, text } from '@/lib/console/form-state.ts';
import { runConsoleAction } from '@/lib/console/run-action.ts';
import { consoleApi } from '@/lib/console/session.ts';

export type EnrolState = ConsoleFormState & { secret: string; uri: string };

/** POST /v1/console/me/totp: a secret to add to the authenticator app (not in force yet). */
export async function enrolTotpAction(_state: EnrolState, form: FormData): Promise<EnrolState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  try {
    if (!client) throw new Error('signed out');
    const password = form.get('password');
    const { secret, otpauthUri } = await enrolTotp(typeof password === 'string' ? password : '', { client });
    return { status: 'idle', message: '', secret, uri: otpauthUri };
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale), secret: '', uri: '' };
  }
}

/** Turns two-step verification on (with a first code) or off (with a current one). */
export async function totpCodeAction(
  turnOn: boolean,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    const code = text(form, 'totpCode');
    const password = form.get('password');
    if (turnOn) await confirmTotp(code, { client });
    else
      await disableTotp(
        { totpCode: code, password: typeof password === 'string' ? password : '' },
        { client },
      );
    return { done: turnOn ? t.settings.totpDone : t.settings.totpDisabled };
  });
}

/** PATCH /v1/console/me/password: the API checks the current one and the new one's rules (400 names the field). */
export async function changePasswordAction(
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    const value = (name: string) => {
      const raw = form.get(name);
      return typeof raw === 'string' ? raw : '';
    };
    await changeConsolePassword(
      {
        oldPassword: value('oldPassword'),
        newPassword: value('newPassword'),
        passwordConfirmation: value('passwordConfirmation'),
      },
      { client },
    );
    return { done: t.settings.passwordDone };
  });
}
