'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import type { CheckoutFormState } from '@/lib/checkout/state.ts';
import { type DeliveryDateOption, DeliveryPreferenceFields } from './delivery-preference-fields.tsx';
import { FormProblems } from './form-problems.tsx';
import { PaymentMethods } from './payment-methods.tsx';

type Props = {
  action: (state: CheckoutFormState, form: FormData) => Promise<CheckoutFormState>;
  initialState: CheckoutFormState;
  /** requestId, total, coordinatorId… of this render: fixed, so a repeat is the same order. */
  hidden: Record<string, string>;
  methods: readonly number[];
  /** Nothing can be ordered (no boxes, no shipping there, no method): the button stays disabled. */
  blocked: boolean;
  submitLabel: string;
  /** Extra fields above the methods (the booking's date, time and transport). */
  children?: ReactNode;
  /** A product order: the delivery dates offered for 配送希望日・時間帯 (no fields without it). */
  delivery?: { dates: readonly DeliveryDateOption[] };
  /** What the shopper agrees to by pressing the button, shown just above it. */
  consent?: ReactNode;
};

/**
 * The order's last step: payment method, a note to the shop and 注文を確定する. The button is
 * disabled while the order is sent and a second submit is refused before it reaches the server, so
 * a double click never sends twice; the requestId is fixed per page render and the API answers a
 * repeat with the same payment page (docs/rules/checkout-and-payments.md, "Idempotency"). A refusal
 * shows the catalogue's sentence above the button. Texts: `checkout.place`, `checkout.methods`.
 */
export function PlaceOrderForm({
  action,
  initialState,
  hidden,
  methods,
  blocked,
  submitLabel,
  children,
  delivery,
  consent,
}: Props) {
  const t = useTranslations('checkout.place');
  const [state, formAction, pending] = useActionState(action, initialState);
  const sent = useRef(false);
  const [locked, setLocked] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  // An answer came back (a refusal): the shopper may try again.
  useEffect(() => {
    if (state.at === 0) return;
    sent.current = false;
    setLocked(false);
    problemRef.current?.focus();
  }, [state]);

  return (
    <form
      action={formAction}
      aria-busy={pending}
      onSubmit={(event) => {
        if (sent.current || blocked) {
          event.preventDefault();
          return;
        }
        sent.current = true;
        setLocked(true);
      }}
      className="grid gap-5"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {delivery ? (
        <DeliveryPreferenceFields dates={delivery.dates} values={state.values} errors={state.errors} />
      ) : null}
      <PaymentMethods
        methods={methods}
        chosen={state.values.paymentMethod}
        error={state.errors.paymentMethod}
      />
      <div>
        <label htmlFor="order-request" className="font-semibold text-soil text-sm">
          {t('orderRequest')}
        </label>
        <textarea
          id="order-request"
          name="orderRequest"
          rows={3}
          maxLength={256}
          defaultValue={state.values.orderRequest ?? ''}
          aria-describedby="order-request-hint"
          className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-soil"
        />
        <p id="order-request-hint" className="mt-1 text-muted text-xs">
          {t('orderRequestHint')}
        </p>
      </div>
      <div ref={problemRef} tabIndex={-1} className="focus:outline-none">
        <FormProblems
          status={state.status}
          message={state.message}
          errorCount={Object.keys(state.errors).length}
          summary={t('fixErrors')}
        />
      </div>
      {consent ? <p className="text-center text-soil text-sm">{consent}</p> : null}
      <button
        type="submit"
        disabled={blocked || pending || locked}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-10 font-bold text-lg text-white shadow-sm transition hover:bg-persimmon disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending || locked ? t('sending') : submitLabel}
      </button>
      <p className="text-center text-muted text-xs">{t('redirectNote')}</p>
    </form>
  );
}
