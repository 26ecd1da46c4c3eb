import type { Locale } from '@/i18n/routing.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { ResponseError } from '@/lib/api/errors.ts';

/** What a console server action answers its form: nothing yet, a refusal to show, or a done notice. */
export type ConsoleFormState = { status: 'idle' | 'error' | 'done'; message: string };

export const IDLE: ConsoleFormState = { status: 'idle', message: '' };

/**
 * The console's error text: the catalogue's message for the status, and for a refused input the
 * API's own detail, which names the field (staff fix their input by it; docs/api.md#errors).
 */
export function consoleErrorMessage(error: unknown, locale: Locale): string {
  const message = errorMessage(error, locale);
  // A 401 on a form of a signed-in page is a password asked again and refused (`… is incorrect`).
  const refusedPassword =
    error instanceof ResponseError && error.status === 401 && error.detail.endsWith('is incorrect');
  if (
    error instanceof ResponseError &&
    error.detail &&
    (refusedPassword || [400, 404, 409, 412, 422].includes(error.status ?? 0))
  )
    return `${message}（${error.detail}）`;
  return message;
}

/** A form field as text ('' when missing or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A form field as an integer, or `undefined` when empty or not a whole number. */
export function integer(form: FormData, name: string): number | undefined {
  const value = text(form, name);
  if (!/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}
