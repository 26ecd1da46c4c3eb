'use client';

import { useActionState } from 'react';
import { consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { submitKeepingInput } from '@/components/console/keep-typed.ts';
import type { ConsoleMessages } from '@/lib/console/messages.ts';
import { consoleSignInAction, type SignInState } from './actions.ts';

type Props = { words: ConsoleMessages['signIn']; next: string };

/**
 * E-mail and password; then, for an account with two-step verification, the code — below the
 * password still typed (the form is not reset when the API asks for the code).
 */
export function ConsoleSignInForm({ words, next }: Props) {
  const [state, action, pending] = useActionState<SignInState, FormData>(consoleSignInAction, {
    status: 'idle',
    message: '',
    askTotp: false,
    email: '',
  });
  return (
    <form action={action} onSubmit={submitKeepingInput(action)} className="grid gap-4">
      <input type="hidden" name="next" value={next} />
      <Field label={words.email} htmlFor="console-email">
        <input
          id="console-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={consoleInputClass}
        />
      </Field>
      <Field label={words.password} htmlFor="console-password">
        <input
          id="console-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={consoleInputClass}
        />
      </Field>
      {state.askTotp ? (
        <Field label={words.totp} htmlFor="console-totp">
          <input
            id="console-totp"
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby="console-totp-help"
            className={consoleInputClass}
          />
          <span id="console-totp-help" className="text-muted text-xs">
            {words.totpHelp}
          </span>
        </Field>
      ) : null}
      {state.status === 'error' ? (
        <p
          role="alert"
          className="rounded-lg bg-persimmon-light px-3 py-2 font-semibold text-persimmon-dark text-sm"
        >
          {state.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-leaf-dark px-4 py-2.5 font-semibold text-white hover:bg-leaf disabled:opacity-60"
      >
        {words.submit}
      </button>
    </form>
  );
}
