'use server';

import { refresh } from 'next/cache';
import { confirmTotp, disableTotp, enrolTotp } from '@/lib/api/console.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, text } from '@/lib/console/form-state.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleApi } from '@/lib/console/session.ts';

export type EnrolState = ConsoleFormState & { secret: string; uri: string };

/** POST /v1/console/me/totp: a secret to add to the authenticator app (not in force yet). */
export async function enrolTotpAction(_state: EnrolState, _form: FormData): Promise<EnrolState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  try {
    if (!client) throw new Error('signed out');
    const { secret, otpauthUri } = await enrolTotp({ client });
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
  const locale = await currentLocale();
  const t = consoleMessages(locale);
  const client = await consoleApi();
  try {
    if (!client) throw new Error('signed out');
    const code = text(form, 'totpCode');
    if (turnOn) await confirmTotp(code, { client });
    else await disableTotp(code, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: turnOn ? t.settings.totpDone : t.settings.totpDisabled };
}
