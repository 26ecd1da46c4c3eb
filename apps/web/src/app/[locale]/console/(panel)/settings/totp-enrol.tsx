'use client';

import { useActionState } from 'react';
import { ActionForm, consoleInputClass, Field } from '@/components/console/action-form.tsx';
import type { ConsoleMessages } from '@/lib/console/messages.ts';
import { type EnrolState, enrolTotpAction, totpCodeAction } from './actions.ts';

/** Asks for a secret, shows it (and its otpauth address) as text, then takes the first code. */
export function TotpEnrol({
  words,
  codeLabel,
  passwordLabel,
}: {
  words: ConsoleMessages['settings'];
  codeLabel: string;
  passwordLabel: string;
}) {
  const [state, action, pending] = useActionState<EnrolState, FormData>(enrolTotpAction, {
    status: 'idle',
    message: '',
    secret: '',
    uri: '',
  });
  if (!state.secret)
    return (
      <form action={action} className="grid gap-2">
        <Field label={passwordLabel} htmlFor="totp-enrol-password">
          <input
            id="totp-enrol-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            className={consoleInputClass}
          />
        </Field>
        {state.status === 'error' ? (
          <p role="alert" className="font-semibold text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            disabled={pending}
            className="rounded-lg bg-leaf-dark px-4 py-2 font-semibold text-sm text-white"
          >
            {words.totpEnrol}
          </button>
        </div>
      </form>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm">{words.totpSecret}</p>
      <p>
        <code className="rounded bg-cream px-2 py-1 font-mono text-sm" data-testid="totp-secret">
          {state.secret}
        </code>
      </p>
      <p className="break-all text-muted text-xs">{state.uri}</p>
      <ActionForm action={totpCodeAction.bind(null, true)} submitLabel={words.totpConfirm}>
        <Field label={codeLabel} htmlFor="totp-confirm-code">
          <input
            id="totp-confirm-code"
            name="totpCode"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            autoComplete="one-time-code"
            required
            className={consoleInputClass}
          />
        </Field>
      </ActionForm>
    </div>
  );
}
