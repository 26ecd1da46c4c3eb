'use client';

import { ADDRESS_LIMITS } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { lookupPostalCode } from '@/lib/api/addresses.ts';
import type { FormState } from '@/lib/auth/form-state.ts';
import { type AddressField, normalizePostalCode } from '@/lib/auth/forms.ts';
import { submitKeepingFields } from '@/lib/submit-keeping-fields.ts';
import { inputClass } from './account-form.tsx';

type Props = {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  initialState: FormState;
  /** Set when editing. */
  id?: string;
  prefectures: readonly { code: number; name: string }[];
};

type Lookup = { status: 'idle' | 'loading' | 'found' | 'missing' | 'invalid' };

/**
 * Add or edit an address. "住所を自動入力" asks the public GET /v1/postal-codes/{code} (same origin)
 * and fills prefecture, city and town; the user completes the street number.
 */
export function AddressForm({ action, initialState, id, prefectures }: Props) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState(action, initialState);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [postalCode, setPostalCode] = useState(state.values.postalCode ?? '');
  const [prefectureCode, setPrefectureCode] = useState(state.values.prefectureCode ?? '');
  const [city, setCity] = useState(state.values.city ?? '');
  const [line1, setLine1] = useState(state.values.addressLine1 ?? '');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const line1Ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'invalid') summaryRef.current?.focus();
  }, [state]);

  const autofill = async () => {
    const code = normalizePostalCode(postalCode);
    if (!/^\d{7}$/.test(code)) {
      setLookup({ status: 'invalid' });
      return;
    }
    setLookup({ status: 'loading' });
    try {
      // A refusal (404: unknown code) or a network error both say "not found".
      const found = await lookupPostalCode(code);
      setPostalCode(found.postalCode);
      setPrefectureCode(String(found.prefectureCode));
      setCity(found.city);
      setLine1(found.town);
      setLookup({ status: 'found' });
      line1Ref.current?.focus();
    } catch {
      setLookup({ status: 'missing' });
    }
  };

  const errorText = (name: AddressField): string | undefined => {
    const key = state.errors[name];
    return key ? t(`errors.${key}`, { field: t(`fields.${name}`) }) : undefined;
  };
  const errorCount = Object.keys(state.errors).length;

  const describe = (name: AddressField, hint?: boolean | string) =>
    [
      state.errors[name] ? `address-${name}-error` : undefined,
      typeof hint === 'string' ? hint : hint ? `address-${name}-hint` : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const label = (name: AddressField, optional = false) => (
    <label htmlFor={`address-${name}`} className="flex items-center gap-2 font-semibold text-soil text-sm">
      {t(`fields.${name}`)}
      {optional ? (
        <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
          {t('optional')}
        </span>
      ) : null}
    </label>
  );
  const error = (name: AddressField) => {
    const message = errorText(name);
    return message ? (
      <p id={`address-${name}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {message}
      </p>
    ) : null;
  };
  const border = (name: AddressField) => (state.errors[name] ? 'border-persimmon-dark' : 'border-line');

  const text = (
    name: AddressField,
    options: {
      autoComplete?: string;
      half?: boolean;
      max?: number;
      optional?: boolean;
      type?: string;
      /** The id of a hint shared by several fields (the readings'). */
      hintId?: string;
    },
  ) => (
    <div className={options.half ? '' : 'sm:col-span-2'}>
      {label(name, options.optional)}
      <input
        id={`address-${name}`}
        name={name}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        maxLength={options.max}
        required={!options.optional}
        defaultValue={state.values[name]}
        aria-invalid={state.errors[name] ? true : undefined}
        aria-describedby={describe(name, options.hintId)}
        className={`${inputClass} ${border(name)}`}
      />
      {error(name)}
    </div>
  );

  return (
    <form
      action={formAction}
      onSubmit={submitKeepingFields(formAction)}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
    >
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        {state.status === 'failed' ? (
          <p
            role="alert"
            className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
          >
            {state.message}
          </p>
        ) : errorCount > 0 ? (
          <p className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm">
            {t('errorSummary', { count: errorCount })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('lastname', { autoComplete: 'family-name', half: true, max: ADDRESS_LIMITS.name })}
        {text('firstname', { autoComplete: 'given-name', half: true, max: ADDRESS_LIMITS.name })}
        {text('lastnameKana', { half: true, max: ADDRESS_LIMITS.kana, hintId: 'address-kana-hint' })}
        {text('firstnameKana', { half: true, max: ADDRESS_LIMITS.kana, hintId: 'address-kana-hint' })}
        <p id="address-kana-hint" className="-mt-3 text-muted text-xs sm:col-span-2">
          {/* A Japanese example inside an English hint is marked <ja> so it is read as Japanese. */}
          {t.rich('hints.kana', { ja: (chunks) => <span lang="ja">{chunks}</span> })}
        </p>
        <div className="sm:col-span-2">
          {label('postalCode')}
          <div className="flex flex-wrap items-end gap-2">
            <input
              id="address-postalCode"
              name="postalCode"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={8}
              required
              value={postalCode}
              onChange={(event) => setPostalCode(event.target.value)}
              aria-invalid={state.errors.postalCode ? true : undefined}
              aria-describedby={describe('postalCode', true)}
              className={`${inputClass} ${border('postalCode')} max-w-48`}
            />
            <button
              type="button"
              onClick={autofill}
              disabled={lookup.status === 'loading'}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light disabled:opacity-70"
            >
              {t('address.autofill')}
            </button>
          </div>
          <p id="address-postalCode-hint" className="mt-1 text-muted text-xs" aria-live="polite">
            {lookup.status === 'idle' ? t('hints.postalCode') : t(`address.lookup.${lookup.status}`)}
          </p>
          {error('postalCode')}
        </div>
        <div className="sm:col-span-2">
          {label('prefectureCode')}
          <select
            id="address-prefectureCode"
            name="prefectureCode"
            autoComplete="address-level1"
            required
            value={prefectureCode}
            onChange={(event) => setPrefectureCode(event.target.value)}
            aria-invalid={state.errors.prefectureCode ? true : undefined}
            aria-describedby={describe('prefectureCode')}
            className={`${inputClass} ${border('prefectureCode')}`}
          >
            <option value="">{t('address.choosePrefecture')}</option>
            {prefectures.map((prefecture) => (
              <option key={prefecture.code} value={prefecture.code}>
                {prefecture.name}
              </option>
            ))}
          </select>
          {error('prefectureCode')}
        </div>
        <div className="sm:col-span-2">
          {label('city')}
          <input
            id="address-city"
            name="city"
            autoComplete="address-level2"
            maxLength={ADDRESS_LIMITS.city}
            required
            value={city}
            onChange={(event) => setCity(event.target.value)}
            aria-invalid={state.errors.city ? true : undefined}
            aria-describedby={describe('city')}
            className={`${inputClass} ${border('city')}`}
          />
          {error('city')}
        </div>
        <div className="sm:col-span-2">
          {label('addressLine1')}
          <input
            ref={line1Ref}
            id="address-addressLine1"
            name="addressLine1"
            autoComplete="address-line1"
            maxLength={ADDRESS_LIMITS.line}
            required
            value={line1}
            onChange={(event) => setLine1(event.target.value)}
            aria-invalid={state.errors.addressLine1 ? true : undefined}
            aria-describedby={describe('addressLine1')}
            className={`${inputClass} ${border('addressLine1')}`}
          />
          {error('addressLine1')}
        </div>
        {text('addressLine2', { autoComplete: 'address-line2', max: ADDRESS_LIMITS.line, optional: true })}
        {text('phoneNumber', { autoComplete: 'tel-national', type: 'tel' })}
        <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={state.values.isDefault === 'on'}
            className="size-4 accent-leaf"
          />
          <span className="text-soil">{t('address.isDefault')}</span>
        </label>
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-dark px-10 font-bold text-white shadow-sm transition hover:bg-leaf disabled:opacity-70"
      >
        {pending ? t('address.saving') : t('address.save')}
      </button>
    </form>
  );
}
