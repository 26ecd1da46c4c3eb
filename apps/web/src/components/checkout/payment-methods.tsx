'use client';

import { useTranslations } from 'next-intl';
import { methodClass } from '@/lib/checkout/flow.ts';

/**
 * The payment methods in use as radio buttons, the first chosen by default; a deferred method says
 * that the order waits for the payment. Texts: `checkout.methods`, `checkout.place`.
 */
export function PaymentMethods({
  methods,
  chosen,
  error,
  booking = false,
}: {
  methods: readonly number[];
  chosen: string | undefined;
  error: string | undefined;
  /** An experience booking: nothing ships, the booking is confirmed once paid. */
  booking?: boolean;
}) {
  const t = useTranslations('checkout');
  const selected = chosen && methods.includes(Number(chosen)) ? Number(chosen) : methods[0];
  return (
    <fieldset
      aria-describedby={error ? 'payment-method-error' : undefined}
      className="grid gap-2"
      data-testid="payment-methods"
    >
      <legend className="mb-2 font-bold text-lg text-soil">{t('place.method')}</legend>
      {methods.length === 0 ? <p className="text-persimmon-dark text-sm">{t('place.noMethod')}</p> : null}
      {methods.map((method) => (
        <label
          key={method}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-2 has-[:checked]:border-leaf has-[:checked]:bg-leaf-light/50"
        >
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            defaultChecked={method === selected}
            className="size-4 accent-leaf"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-soil">{t(`methods.${method}`)}</span>
            {methodClass(method) === 'deferred' ? (
              <span className="text-muted text-xs">
                {t(booking ? 'place.deferredNoteBooking' : 'place.deferredNote')}
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id="payment-method-error" className="font-semibold text-persimmon-dark text-sm">
          {t('place.chooseMethod')}
        </p>
      ) : null}
    </fieldset>
  );
}
