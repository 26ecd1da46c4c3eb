'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { type CheckoutFormState, idleCheckoutState } from '@/lib/checkout/state.ts';
import { FormProblems } from './form-problems.tsx';

type Props = {
  action: (state: CheckoutFormState, form: FormData) => Promise<CheckoutFormState>;
  locale: string;
  /** A deferred method (konbini, bank transfer, Pay-easy) can also issue its payment slip first. */
  deferred: boolean;
};

/**
 * The sandbox payment page's choices: pay, (deferred methods) issue the payment slip, fail or
 * cancel: each button submits its own `outcome` (it works without JavaScript too); a second submit
 * while the first is on its way is refused. Texts: `checkout.sandbox`.
 */
export function SandboxPaymentForm({ action, locale, deferred }: Props) {
  const t = useTranslations('checkout.sandbox');
  const [state, formAction, pending] = useActionState(action, idleCheckoutState());
  const sent = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.at === 0) return;
    sent.current = false;
    problemRef.current?.focus();
  }, [state]);

  const button = (value: string, label: string, style: string) => (
    <button
      type="submit"
      name="outcome"
      value={value}
      disabled={pending}
      className={`inline-flex min-h-12 items-center justify-center rounded-full px-6 font-bold transition disabled:opacity-60 ${style}`}
    >
      {label}
    </button>
  );

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        if (sent.current) event.preventDefault();
        else sent.current = true;
      }}
      aria-busy={pending}
      className="grid gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <div ref={problemRef} tabIndex={-1} className="focus:outline-none">
        <FormProblems status={state.status} message={state.message} errorCount={0} summary="" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {button('paid', t('pay'), 'bg-leaf-dark text-white hover:bg-leaf sm:col-span-2')}
        {deferred
          ? button('authorized', t('issueSlip'), 'bg-sky-800 text-white hover:bg-sky-700 sm:col-span-2')
          : null}
        {button('failed', t('fail'), 'bg-persimmon-dark text-white hover:bg-persimmon')}
        {button('canceled', t('cancel'), 'border border-line bg-white text-soil hover:bg-cream')}
      </div>
      {pending ? (
        <p role="status" className="text-center text-muted text-sm">
          {t('sending')}
        </p>
      ) : null}
    </form>
  );
}
