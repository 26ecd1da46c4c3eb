import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage } from './form-state.ts';
import { type ConsoleMessages, consoleMessages } from './messages.ts';
import { consoleApi } from './session.ts';

/** A form field the action could not read: the answer names it. */
export class FormProblem extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`${field} could not be read`);
    this.field = field;
  }
}

/** What a console write ends in: a notice on the same page (which is read again), or another page. */
export type ActionOutcome = { done: string } | { redirectTo: string };

type Work = (context: { client: ApiClient; locale: Locale; t: ConsoleMessages }) => Promise<ActionOutcome>;

/**
 * Every console server action's frame: the request's language and the console session's client,
 * the work, and its answer — the API's refusal naming the field (or the unreadable field), the
 * done notice with the page's data read again, or a redirect (made outside the try, since Next
 * signals a redirect by throwing).
 */
export async function runConsoleAction(work: Work): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return { status: 'error', message: consoleErrorMessage(undefined, locale) };
  let outcome: ActionOutcome;
  try {
    outcome = await work({ client, locale, t: consoleMessages(locale) });
  } catch (error) {
    const message =
      error instanceof FormProblem
        ? `${consoleErrorMessage(undefined, locale)}（${error.field}）`
        : consoleErrorMessage(error, locale);
    return { status: 'error', message };
  }
  if ('redirectTo' in outcome) redirect(outcome.redirectTo);
  refresh();
  return { status: 'done', message: outcome.done };
}

/** The fields a reader found, or a FormProblem naming the one it could not read. */
export function readOrThrow<T>(read: { fields: T } | { problem: string }): T {
  if ('problem' in read) throw new FormProblem(read.problem);
  return read.fields;
}
