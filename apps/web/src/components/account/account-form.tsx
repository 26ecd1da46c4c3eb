'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useActionState, useEffect, useRef } from 'react';
import type { FormState } from '@/lib/auth/form-state.ts';

export type FieldSpec = {
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'checkbox';
  /** The label's content when it is more than auth.fields.{name} (a checkbox's sentence with links). */
  label?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** A key under auth.hints shown below the input. */
  hint?: string;
  required?: boolean;
  /** Half width on larger screens (name pairs). */
  half?: boolean;
  /** For radio groups: the option values; labels come from auth.options.{name}.{value}. */
  options?: readonly string[];
};

type Props = {
  /** Prefix of element ids, unique on the page. */
  id: string;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  initialState: FormState;
  fields: readonly FieldSpec[];
  submitLabel: string;
  pendingLabel: string;
  /** Hidden inputs (ids carried along). */
  hidden?: Record<string, string>;
  /** Rendered above the fields (e.g. a notice). */
  intro?: ReactNode;
  /** Rendered under the submit button (links). */
  footer?: ReactNode;
};

export const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-soil shadow-xs placeholder:text-muted/70 focus:border-leaf';

/**
 * One accessible form for the account screens: it posts to a server action (so it works without
 * JavaScript), labels every input, ties each error to its input with aria-describedby and moves the
 * focus to the error summary when the server answers with a problem.
 */
export function AccountForm({
  id,
  action,
  initialState,
  fields,
  submitLabel,
  pendingLabel,
  hidden,
  intro,
  footer,
}: Props) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState(action, initialState);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'invalid') summaryRef.current?.focus();
  }, [state]);

  const errorCount = Object.keys(state.errors).length;
  const errorText = (name: string): string | undefined => {
    const key = state.errors[name];
    if (!key) return undefined;
    return t(`errors.${key}`, { field: t(`fields.${name}`) });
  };

  return (
    <form action={formAction} noValidate aria-busy={pending} className="grid gap-5">
      {hidden
        ? Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      <div ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        {state.status === 'failed' ? (
          <p
            role="alert"
            id={`${id}-alert`}
            className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
          >
            {state.message}
          </p>
        ) : errorCount > 0 ? (
          <div className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm">
            <p>{t('errorSummary', { count: errorCount })}</p>
            <ul className="mt-1 list-disc pl-5">
              {fields
                .filter((field) => state.errors[field.name])
                .map((field) => (
                  <li key={field.name}>
                    <a href={`#${id}-${field.name}`} className="underline underline-offset-2">
                      {errorText(field.name)}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
      </div>
      {intro}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const error = errorText(field.name);
          const inputId = `${id}-${field.name}`;
          const hintId = field.hint ? `${inputId}-hint` : undefined;
          const errorId = error ? `${inputId}-error` : undefined;
          const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
          const label = t(`fields.${field.name}`);
          const span = field.half ? '' : 'sm:col-span-2';
          if (field.options) {
            return (
              <fieldset key={field.name} className={span} aria-describedby={describedBy}>
                <legend className="font-semibold text-soil text-sm">{label}</legend>
                <div className="mt-2 grid gap-2">
                  {field.options.map((option) => (
                    <label
                      key={option}
                      className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3.5"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={option}
                        defaultChecked={state.values[field.name] === option}
                        className="size-4 accent-leaf"
                      />
                      <span className="text-soil">{t(`options.${field.name}.${option}`)}</span>
                    </label>
                  ))}
                </div>
                <FieldError id={errorId} text={error} />
              </fieldset>
            );
          }
          if (field.type === 'checkbox') {
            return (
              <div key={field.name} className={span}>
                <div className="flex items-start gap-3">
                  <input
                    id={inputId}
                    name={field.name}
                    type="checkbox"
                    defaultChecked={state.values[field.name] === 'on'}
                    required={field.required !== false}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    className="mt-0.5 size-5 shrink-0 accent-leaf"
                  />
                  <label htmlFor={inputId} className="text-soil text-sm leading-relaxed">
                    {field.label ?? label}
                  </label>
                </div>
                <FieldError id={errorId} text={error} />
              </div>
            );
          }
          return (
            <div key={field.name} className={span}>
              <label htmlFor={inputId} className="flex items-center gap-2 font-semibold text-soil text-sm">
                {label}
                {field.required === false ? (
                  <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
                    {t('optional')}
                  </span>
                ) : null}
              </label>
              <input
                id={inputId}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                defaultValue={field.type === 'password' ? undefined : state.values[field.name]}
                required={field.required !== false}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={`${inputClass} ${error ? 'border-persimmon-dark' : 'border-line'}`}
              />
              {field.hint ? (
                <p id={hintId} className="mt-1 text-muted text-xs">
                  {/* A Japanese example inside an English hint is marked <ja> so it is read as Japanese. */}
                  {t.rich(`hints.${field.hint}`, { ja: (chunks) => <span lang="ja">{chunks}</span> })}
                </p>
              ) : null}
              <FieldError id={errorId} text={error} />
            </div>
          );
        })}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-dark px-10 font-bold text-white shadow-sm transition hover:bg-leaf disabled:opacity-70"
      >
        {pending ? pendingLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}

/** A field's problem, under it; its id is in the input's aria-describedby. */
function FieldError({ id, text }: { id: string | undefined; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 font-semibold text-persimmon-dark text-sm">
      {text}
    </p>
  );
}
