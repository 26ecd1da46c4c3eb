'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/routing.ts';
import { createConsoleProducer, updateConsoleProducer } from '@/lib/api/console.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, text } from '@/lib/console/form-state.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { readProducerForm } from '@/lib/console/producer-form.ts';
import { consoleApi } from '@/lib/console/session.ts';

/** POST /v1/console/producers, then back to the list. */
export async function createProducerAction(
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  const read = readProducerForm(form);
  if (!client || 'problem' in read)
    return {
      status: 'error',
      message: `${consoleErrorMessage(undefined, locale)}${'problem' in read ? `（${read.problem}）` : ''}`,
    };
  try {
    const coordinatorId = text(form, 'coordinatorId');
    await createConsoleProducer({ ...read.fields, ...(coordinatorId ? { coordinatorId } : {}) }, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  redirect(localizedPath(locale, '/console/producers'));
}

/** PATCH /v1/console/producers/{id} with every field of the form. */
export async function updateProducerAction(
  producerId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  const read = readProducerForm(form);
  if (!client || 'problem' in read)
    return {
      status: 'error',
      message: `${consoleErrorMessage(undefined, locale)}${'problem' in read ? `（${read.problem}）` : ''}`,
    };
  try {
    await updateConsoleProducer(producerId, read.fields, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: consoleMessages(locale).common.saved };
}
