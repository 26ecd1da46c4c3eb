'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactState,
  readContactForm,
  validateContact,
} from '@/lib/contact-form.ts';
import { CheckCircleIcon } from '../catalogue/icons.tsx';

type Props = {
  action: (state: ContactState, form: FormData) => Promise<ContactState>;
  initialState: ContactState;
  /** Localized links (plain <a>, they work before hydration). */
  privacyHref: string;
  contactHref: string;
  topHref: string;
};

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-soil shadow-xs placeholder:text-muted/70 focus:border-leaf';

/**
 * The contact form. It posts to a server action, so it also works without JavaScript; with it, the
 * same rules are checked before sending and the first problem gets the focus.
 */
export function ContactForm({ action, initialState, privacyHref, contactHref, topHref }: Props) {
  const t = useTranslations('contact');
  const [state, formAction, pending] = useActionState(action, initialState);
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // New server answer: forget the browser-side check and move the focus to what changed.
  useEffect(() => {
    setClientErrors(null);
    if (state.status === 'sent') doneRef.current?.focus();
    if (state.status === 'failed' || state.status === 'invalid') summaryRef.current?.focus();
  }, [state]);

  if (state.status === 'sent') {
    return (
      <section
        aria-labelledby="contact-done"
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-line sm:p-10"
      >
        <CheckCircleIcon className="mx-auto size-14 text-leaf" />
        <h2
          id="contact-done"
          ref={doneRef}
          tabIndex={-1}
          className="mt-4 font-bold text-2xl text-soil focus:outline-none"
        >
          {t('success.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-left text-soil leading-relaxed sm:text-center">
          {t('success.body', { email: state.sentTo ?? '' })}
        </p>
        <p className="mt-3 text-muted text-sm">{t('success.spam')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={topHref}
            className="inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-sm text-white hover:bg-leaf-dark"
          >
            {t('success.top')}
          </a>
          <a
            href={contactHref}
            className="inline-flex min-h-11 items-center rounded-full border border-leaf px-6 font-bold text-leaf-dark text-sm hover:bg-leaf-light"
          >
            {t('success.again')}
          </a>
        </div>
      </section>
    );
  }

  const errors = clientErrors ?? state.errors;
  const errorCount = Object.keys(errors).length;

  const errorText = (field: ContactField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    const label = t(`fields.${field}`);
    if (key === 'required') return t('errors.required', { field: label });
    if (key === 'tooLong') return t('errors.tooLong', { field: label, max: CONTACT_LIMITS[field] });
    return t(`errors.${key}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateContact(readContactForm(new FormData(event.currentTarget)));
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const field = (
    name: ContactField,
    options: { type?: string; autoComplete?: string; required?: boolean },
  ) => {
    const error = errorText(name);
    const hintId = name === 'phone' ? 'contact-phone-hint' : undefined;
    const describedBy =
      [error ? `contact-${name}-error` : undefined, hintId].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label
          htmlFor={`contact-${name}`}
          className="flex items-center gap-2 font-semibold text-soil text-sm"
        >
          {t(`fields.${name}`)}
          <span
            className={`rounded px-1.5 py-0.5 font-bold text-[0.7rem] ${
              options.required ? 'bg-persimmon-dark text-white' : 'bg-cream-dark text-muted'
            }`}
          >
            {options.required ? t('required') : t('optional')}
          </span>
        </label>
        <input
          id={`contact-${name}`}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          defaultValue={state.values[name]}
          placeholder={t(`placeholders.${name}`)}
          aria-required={options.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          maxLength={CONTACT_LIMITS[name] * 2}
          className={`${inputClass} ${error ? 'border-persimmon-dark' : 'border-line'}`}
        />
        {hintId ? (
          <p id={hintId} className="mt-1 text-muted text-xs">
            {t('hints.phone')}
          </p>
        ) : null}
        {error ? (
          <p id={`contact-${name}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const messageError = errorText('message');
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
    >
      <div ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        {state.status === 'failed' ? (
          <p
            role="alert"
            className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
          >
            {t('failed', { message: state.message ?? '' })}
          </p>
        ) : errorCount > 0 ? (
          <p className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm">
            {t('errorSummary', { count: errorCount })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', { autoComplete: 'name', required: true })}
        {field('email', { type: 'email', autoComplete: 'email', required: true })}
      </div>
      {field('phone', { type: 'tel', autoComplete: 'tel' })}
      {field('subject', { required: true })}
      <div>
        <label htmlFor="contact-message" className="flex items-center gap-2 font-semibold text-soil text-sm">
          {t('fields.message')}
          <span className="rounded bg-persimmon-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-white">
            {t('required')}
          </span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={8}
          defaultValue={state.values.message}
          placeholder={t('placeholders.message')}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={['contact-message-hint', messageError ? 'contact-message-error' : '']
            .filter(Boolean)
            .join(' ')}
          className={`${inputClass} ${messageError ? 'border-persimmon-dark' : 'border-line'}`}
        />
        <p id="contact-message-hint" className="mt-1 text-muted text-xs">
          {t('hints.message', { max: CONTACT_LIMITS.message })}
        </p>
        {messageError ? (
          <p id="contact-message-error" className="mt-1 font-semibold text-persimmon-dark text-sm">
            {messageError}
          </p>
        ) : null}
      </div>
      <p className="text-muted text-xs leading-relaxed">
        {t('privacyNote')}{' '}
        <a href={privacyHref} className="text-leaf-dark underline underline-offset-2">
          {t('privacyLink')}
        </a>
      </p>
      <div>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-10 font-bold text-white shadow-sm transition hover:bg-persimmon disabled:opacity-70 sm:w-auto"
        >
          {pending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
