'use client';

import { DELIVERY_TIME_SLOTS, DeliveryTimeSlot } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';

export type DeliveryDateOption = { value: string; label: string };

type Props = {
  /** The dates the rule offers now (`yyyymmdd`), written for people by the page. */
  dates: readonly DeliveryDateOption[];
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
};

const selectClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border bg-white px-3 text-soil aria-[invalid=true]:border-persimmon-dark';

/**
 * 配送希望日・時間帯 on the confirmation page: 指定なし by default, a date among those the rule
 * offers (docs/rules/checkout-and-payments.md, "Delivery date and time slot") and one of the
 * carriers' slots. Native selects, so keyboards and screen readers get the platform's own picker.
 * Texts: `checkout.delivery`.
 */
export function DeliveryPreferenceFields({ dates, values, errors }: Props) {
  const t = useTranslations('checkout.delivery');
  const error = (name: 'deliveryDate' | 'deliveryTimeSlot') => {
    const key = errors[name];
    return key ? (
      <p id={`${name}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {t(`errors.${key}`)}
      </p>
    ) : null;
  };
  const describedBy = (name: 'deliveryDate' | 'deliveryTimeSlot', hint = '') =>
    [errors[name] ? `${name}-error` : '', hint].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="delivery-preference">
      <legend className="mb-2 font-bold text-lg text-soil">{t('heading')}</legend>
      <div>
        <label htmlFor="delivery-date" className="font-semibold text-soil text-sm">
          {t('date')}
        </label>
        <select
          id="delivery-date"
          name="deliveryDate"
          defaultValue={values.deliveryDate ?? ''}
          aria-invalid={errors.deliveryDate ? true : undefined}
          aria-describedby={describedBy('deliveryDate', 'delivery-date-hint')}
          className={`${selectClass} border-line`}
        >
          <option value="">{t('noDate')}</option>
          {dates.map((date) => (
            <option key={date.value} value={date.value}>
              {date.label}
            </option>
          ))}
        </select>
        {error('deliveryDate')}
      </div>
      <div>
        <label htmlFor="delivery-time-slot" className="font-semibold text-soil text-sm">
          {t('slot')}
        </label>
        <select
          id="delivery-time-slot"
          name="deliveryTimeSlot"
          defaultValue={values.deliveryTimeSlot ?? String(DeliveryTimeSlot.NONE)}
          aria-invalid={errors.deliveryTimeSlot ? true : undefined}
          aria-describedby={describedBy('deliveryTimeSlot')}
          className={`${selectClass} border-line`}
        >
          {[DeliveryTimeSlot.NONE, ...DELIVERY_TIME_SLOTS].map((slot) => (
            <option key={slot} value={slot}>
              {t(`slots.${slot}`)}
            </option>
          ))}
        </select>
        {error('deliveryTimeSlot')}
      </div>
      <p id="delivery-date-hint" className="text-muted text-xs sm:col-span-2">
        {t('hint', { first: dates[0]?.label ?? '', last: dates.at(-1)?.label ?? '' })}
      </p>
    </fieldset>
  );
}
