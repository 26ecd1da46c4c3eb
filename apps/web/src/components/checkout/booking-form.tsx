'use client';

import { BOOKING_LEAD_DAYS, type BookingSchedule, bookableTimes } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/account/account-form.tsx';
import { AddressFields } from '@/components/address/address-fields.tsx';
import type { CheckoutFormState } from '@/lib/checkout/state.ts';
import { submitKeepingFields } from '@/lib/submit-keeping-fields.ts';
import { AddressLines, type ShownAddress } from './address-card.tsx';
import { FormProblems } from './form-problems.tsx';
import { PaymentMethods } from './payment-methods.tsx';

type Props = {
  action: (state: CheckoutFormState, form: FormData) => Promise<CheckoutFormState>;
  initialState: CheckoutFormState;
  who: 'member' | 'guest';
  locale: 'ja' | 'en';
  /** requestId, total, experienceId, the counts… of this render. */
  hidden: Record<string, string>;
  methods: readonly number[];
  /** A member's saved addresses (the default first). */
  addresses: readonly (ShownAddress & { id: string; isDefault: boolean })[];
  prefectures: readonly { code: number; name: string }[];
  blocked: boolean;
  /** When the experience can be booked (the shared rule of @hatake/contract/values computes the times). */
  schedule: BookingSchedule;
  /** The first and last bookable dates (`yyyymmdd`) as the page computed them now. */
  firstDate: string;
  lastDate: string;
};

/** `20261205` → `2026-12-05` (the date input's value). */
const isoOf = (yyyymmdd: string) =>
  yyyymmdd ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : '';

/** A `yyyymmdd` date as the shopper reads it (Sat, Dec 5, 2026 / 2026年12月5日(土)). */
const shownDate = (yyyymmdd: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoOf(yyyymmdd)}T00:00:00Z`));

/**
 * The booking form of `/experiences/purchase` (member: a saved address or a new one) and
 * `/experiences/purchase/guest` (e-mail and address): requested date — a calendar (the browser's
 * date picker) limited to the bookable days — and a start time chosen among those the day allows
 * (docs/rules/checkout-and-payments.md, "Booking dates"), transportation,
 * payment method, a note, and 予約を確定する — disabled while sending, a second submit refused, the
 * requestId fixed per render. Texts: `checkout.booking`, `checkout.place`, `checkout.methods`, `auth.*`.
 */
export function BookingForm(props: Props) {
  const t = useTranslations('checkout.booking');
  const p = useTranslations('checkout.place');
  const a = useTranslations('auth');
  const [state, formAction, pending] = useActionState(props.action, props.initialState);
  const sent = useRef(false);
  const [locked, setLocked] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const defaultChoice = props.addresses.find((x) => x.isDefault)?.id ?? props.addresses[0]?.id ?? 'new';
  const [choice, setChoice] = useState(state.values.billingAddressId || defaultChoice);
  const errorCount = Object.keys(state.errors).length;
  const [date, setDate] = useState(state.values.requestedDate ?? '');
  const times = bookableTimes(props.schedule, date.replaceAll('-', ''));
  const range = {
    first: shownDate(props.firstDate, props.locale),
    last: shownDate(props.lastDate, props.locale),
  };
  const bookingError = (name: 'requestedDate' | 'requestedTime') => {
    const key = state.errors[name];
    return key ? (
      <p id={`booking-${name}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {t(`errors.${key}`, range)}
      </p>
    ) : null;
  };
  const describedBy = (name: 'requestedDate' | 'requestedTime') =>
    [state.errors[name] ? `booking-${name}-error` : '', `booking-${name}-hint`].filter(Boolean).join(' ');
  const labelClass = 'flex items-center gap-2 font-semibold text-soil text-sm';

  useEffect(() => {
    if (state.at === 0) return;
    sent.current = false;
    setLocked(false);
    summaryRef.current?.focus();
  }, [state]);

  const field = (name: string, type: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`booking-${name}`} className="flex items-center gap-2 font-semibold text-soil text-sm">
        {t(name)}
        <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
          {a('optional')}
        </span>
      </label>
      <input
        id={`booking-${name}`}
        name={name}
        type={type}
        defaultValue={state.values[name] ?? ''}
        className={`${inputClass} border-line`}
        {...extra}
      />
    </div>
  );

  return (
    <form
      action={formAction}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        if (sent.current || props.blocked) {
          event.preventDefault();
          return;
        }
        sent.current = true;
        setLocked(true);
        submitKeepingFields(formAction)(event);
      }}
      className="grid gap-6"
    >
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
        <FormProblems
          status={state.status}
          message={state.message}
          errorCount={errorCount}
          summary={a('errorSummary', { count: errorCount })}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold text-lg text-soil">{t('when')}</legend>
        <div>
          <label htmlFor="booking-requestedDate" className={labelClass}>
            {t('requestedDate')}
          </label>
          <input
            id="booking-requestedDate"
            name="requestedDate"
            type="date"
            required
            min={isoOf(props.firstDate)}
            max={isoOf(props.lastDate)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={state.errors.requestedDate ? true : undefined}
            aria-describedby={describedBy('requestedDate')}
            className={`${inputClass} ${state.errors.requestedDate ? 'border-persimmon-dark' : 'border-line'}`}
          />
          <p id="booking-requestedDate-hint" className="mt-1 text-muted text-xs">
            {props.firstDate ? t('dateHint', { ...range, days: BOOKING_LEAD_DAYS }) : t('noDates')}
          </p>
          {bookingError('requestedDate')}
        </div>
        <div>
          <label htmlFor="booking-requestedTime" className={labelClass}>
            {t('requestedTime')}
            <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
              {a('optional')}
            </span>
          </label>
          <select
            id="booking-requestedTime"
            name="requestedTime"
            defaultValue={state.values.requestedTime ?? ''}
            key={date}
            aria-invalid={state.errors.requestedTime ? true : undefined}
            aria-describedby={describedBy('requestedTime')}
            className={`${inputClass} ${state.errors.requestedTime ? 'border-persimmon-dark' : 'border-line'}`}
          >
            <option value="">{t('anyTime')}</option>
            {times.map((time) => (
              <option key={time} value={`${time.slice(0, 2)}:${time.slice(2)}`}>
                {`${time.slice(0, 2)}:${time.slice(2)}`}
              </option>
            ))}
          </select>
          <p id="booking-requestedTime-hint" className="mt-1 text-muted text-xs">
            {t('timeHint')}
          </p>
          {bookingError('requestedTime')}
        </div>
        <div className="sm:col-span-2">{field('transportation', 'text', { maxLength: 256 })}</div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-bold text-lg text-soil">{t('contact')}</legend>
        {props.who === 'guest' ? (
          <div>
            <label htmlFor="booking-email" className="font-semibold text-soil text-sm">
              {a('fields.email')}
            </label>
            <input
              id="booking-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.values.email ?? ''}
              aria-invalid={state.errors.email ? true : undefined}
              aria-describedby={state.errors.email ? 'booking-email-error' : undefined}
              className={`${inputClass} ${state.errors.email ? 'border-persimmon-dark' : 'border-line'}`}
            />
            {state.errors.email ? (
              <p id="booking-email-error" className="mt-1 font-semibold text-persimmon-dark text-sm">
                {a(`errors.${state.errors.email}`, { field: a('fields.email') })}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-2">
            {props.addresses.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-leaf has-[:checked]:bg-leaf-light/40"
              >
                <input
                  type="radio"
                  name="billingAddressId"
                  value={address.id}
                  checked={choice === address.id}
                  onChange={() => setChoice(address.id)}
                  className="mt-1 size-4 accent-leaf"
                />
                <AddressLines address={address} locale={props.locale} phoneLabel={a('fields.phoneNumber')} />
              </label>
            ))}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-leaf">
              <input
                type="radio"
                name="billingAddressId"
                value="new"
                checked={choice === 'new'}
                onChange={() => setChoice('new')}
                className="size-4 accent-leaf"
              />
              <span className="font-semibold text-soil">{t('newAddress')}</span>
            </label>
          </div>
        )}
        {props.who === 'guest' || choice === 'new' ? (
          <AddressFields
            prefix="billing."
            idPrefix="billing-"
            section="billing"
            values={state.values}
            errors={state.errors}
            prefectures={props.prefectures}
          />
        ) : null}
      </fieldset>

      <PaymentMethods
        booking
        methods={props.methods}
        chosen={state.values.paymentMethod}
        error={state.errors.paymentMethod}
      />
      <div>
        <label htmlFor="order-request" className="font-semibold text-soil text-sm">
          {p('orderRequest')}
        </label>
        <textarea
          id="order-request"
          name="orderRequest"
          rows={3}
          maxLength={256}
          defaultValue={state.values.orderRequest ?? ''}
          className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-soil"
        />
      </div>
      <button
        type="submit"
        disabled={props.blocked || pending || locked}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-10 font-bold text-lg text-white shadow-sm transition hover:bg-persimmon disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending || locked ? p('sending') : t('submit')}
      </button>
      <p className="text-center text-muted text-xs">{p('redirectNote')}</p>
    </form>
  );
}
