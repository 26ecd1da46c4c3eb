'use server';

import { localizedPath } from '@/i18n/routing.ts';
import { createConsoleProducer, updateConsoleProducer } from '@/lib/api/console.ts';
import { type ConsoleFormState, text } from '@/lib/console/form-state.ts';
import { readProducerForm } from '@/lib/console/producer-form.ts';
import { readOrThrow, runConsoleAction } from '@/lib/console/run-action.ts';

/** POST /v1/console/producers, then back to the list. */
export async function createProducerAction(
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, locale }) => {
    const fields = readOrThrow(readProducerForm(form));
    const coordinatorId = text(form, 'coordinatorId');
    await createConsoleProducer({ ...fields, ...(coordinatorId ? { coordinatorId } : {}) }, { client });
    return { redirectTo: localizedPath(locale, '/console/producers') };
  });
}

/** PATCH /v1/console/producers/{id} with every field of the form. */
export async function updateProducerAction(
  producerId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    await updateConsoleProducer(producerId, readOrThrow(readProducerForm(form)), { client });
    return { done: t.common.saved };
  });
}
