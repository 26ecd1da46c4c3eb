'use client';

import { type ReactNode, useActionState, useEffect, useRef } from 'react';
import { type ConsoleFormState, IDLE } from '@/lib/console/form-state.ts';
import { submitKeepingInput } from './keep-typed.ts';

type Props = {
  action: (state: ConsoleFormState, form: FormData) => Promise<ConsoleFormState>;
  submitLabel: string;
  children?: ReactNode;
  /** A danger button (cancel, refund) instead of the primary one. */
  danger?: boolean;
  className?: string;
  /** Accessible name of the form (several forms on one page). */
  label?: string;
};

/**
 * A console form posting to a server action: its answer (a refusal naming the field, or a done
 * notice) is announced above the button, and the button waits while the action runs. A refusal
 * keeps what was typed (the staff member fixes the field it names); a success resets the form to
 * the values the page now shows.
 */
export function ActionForm({ action, submitLabel, children, danger, className, label }: Props) {
  const [state, formAction, pending] = useActionState<ConsoleFormState, FormData>(action, IDLE);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'done') form.current?.reset();
  }, [state]);
  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={submitKeepingInput(formAction)}
      className={className ?? 'grid gap-3'}
      aria-label={label}
    >
      {children}
      {state.status !== 'idle' ? (
        <p
          role={state.status === 'error' ? 'alert' : 'status'}
          className={
            state.status === 'error'
              ? 'rounded-lg bg-persimmon-light px-3 py-2 font-semibold text-persimmon-dark text-sm'
              : 'rounded-lg bg-leaf-light px-3 py-2 font-semibold text-leaf-dark text-sm'
          }
        >
          {state.message}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={pending}
          className={`rounded-lg px-4 py-2 font-semibold text-sm text-white disabled:opacity-60 ${
            danger ? 'bg-persimmon-dark hover:bg-persimmon' : 'bg-leaf-dark hover:bg-leaf'
          }`}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export const consoleInputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-soil focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/40';

/** A labelled input, select or textarea of a console form. */
export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={htmlFor} className="font-semibold text-soil text-xs">
        {label}
      </label>
      {children}
    </div>
  );
}

/** An administrator's choice of the marche a new product or producer belongs to (the form's `coordinatorId`). */
export function MarcheSelect({
  id,
  label,
  locale,
  marches,
}: {
  id: string;
  label: string;
  locale: string;
  marches: readonly { id: string; marcheName: string; marcheNameEn: string }[];
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} name="coordinatorId" required className={consoleInputClass}>
        {marches.map((marche) => (
          <option key={marche.id} value={marche.id}>
            {(locale === 'en' && marche.marcheNameEn) || marche.marcheName}
          </option>
        ))}
      </select>
    </Field>
  );
}
