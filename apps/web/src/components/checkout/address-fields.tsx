'use client';

import { ADDRESS_LIMITS } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { inputClass } from '@/components/account/account-form.tsx';
import { lookupPostalCode } from '@/lib/api/addresses.ts';
import { normalizePostalCode } from '@/lib/auth/forms.ts';

type Props = {
  /** Field name prefix (`billing.`), also used in element ids. */
  prefix: string;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  prefectures: readonly { code: number; name: string }[];
};

type Lookup = 'idle' | 'loading' | 'found' | 'missing' | 'invalid';

const idOf = (prefix: string, field: string) => `${prefix.replace(/\W/g, '-')}${field}`;

/**
 * The fields of an address (names, kana, postal code with 住所を自動入力, prefecture, city, street,
 * building, phone) under a name prefix, for the guest checkout and the booking form. The postal-code
 * look-up is the public `GET /v1/postal-codes/{code}` (lib/api/addresses.ts). Texts: `auth.fields`,
 * `auth.errors`, `auth.address`, `auth.hints`, `auth.optional`.
 */
export function AddressFields({ prefix, values, errors, prefectures }: Props) {
  const t = useTranslations('auth');
  const value = (field: string) => values[`${prefix}${field}`] ?? '';
  const [postalCode, setPostalCode] = useState(value('postalCode'));
  const [prefectureCode, setPrefectureCode] = useState(value('prefectureCode'));
  const [city, setCity] = useState(value('city'));
  const [line1, setLine1] = useState(value('addressLine1'));
  const [lookup, setLookup] = useState<Lookup>('idle');
  const line1Ref = useRef<HTMLInputElement>(null);

  const autofill = async () => {
    const code = normalizePostalCode(postalCode);
    if (!/^\d{7}$/.test(code)) {
      setLookup('invalid');
      return;
    }
    setLookup('loading');
    try {
      const found = await lookupPostalCode(code);
      setPostalCode(found.postalCode);
      setPrefectureCode(String(found.prefectureCode));
      setCity(found.city);
      setLine1(found.town);
      setLookup('found');
      line1Ref.current?.focus();
    } catch {
      setLookup('missing');
    }
  };

  const errorOf = (field: string) => errors[`${prefix}${field}`];
  const kanaHintId = idOf(prefix, 'kana-hint');
  const hintOf = (field: string) =>
    field === 'postalCode' ? `${idOf(prefix, field)}-hint` : field.endsWith('Kana') ? kanaHintId : '';
  const describedBy = (field: string) =>
    [errorOf(field) ? `${idOf(prefix, field)}-error` : '', hintOf(field)].filter(Boolean).join(' ') ||
    undefined;
  const common = (field: string) => ({
    id: idOf(prefix, field),
    name: `${prefix}${field}`,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': describedBy(field),
    className: `${inputClass} ${errorOf(field) ? 'border-persimmon-dark' : 'border-line'}`,
  });
  const label = (field: string, optional = false) => (
    <label htmlFor={idOf(prefix, field)} className="flex items-center gap-2 font-semibold text-soil text-sm">
      {t(`fields.${field}`)}
      {optional ? (
        <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
          {t('optional')}
        </span>
      ) : null}
    </label>
  );
  const error = (field: string) => {
    const key = errorOf(field);
    return key ? (
      <p id={`${idOf(prefix, field)}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {t(`errors.${key}`, { field: t(`fields.${field}`) })}
      </p>
    ) : null;
  };
  const text = (
    field: string,
    options: { autoComplete: string; half?: boolean; max: number; optional?: boolean; type?: string },
  ) => (
    <div className={options.half ? '' : 'sm:col-span-2'}>
      {label(field, options.optional)}
      <input
        {...common(field)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        maxLength={options.max}
        required={!options.optional}
        defaultValue={value(field)}
      />
      {error(field)}
    </div>
  );
  const section = prefix.replace(/\W/g, '');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('lastname', { autoComplete: `${section} family-name`, half: true, max: ADDRESS_LIMITS.name })}
      {text('firstname', { autoComplete: `${section} given-name`, half: true, max: ADDRESS_LIMITS.name })}
      {text('lastnameKana', { autoComplete: 'off', half: true, max: ADDRESS_LIMITS.kana })}
      {text('firstnameKana', { autoComplete: 'off', half: true, max: ADDRESS_LIMITS.kana })}
      <p id={kanaHintId} className="-mt-3 text-muted text-xs sm:col-span-2">
        {/* A Japanese example inside an English hint is marked <ja> so it is read as Japanese. */}
        {t.rich('hints.kana', { ja: (chunks) => <span lang="ja">{chunks}</span> })}
      </p>
      <div className="sm:col-span-2">
        {label('postalCode')}
        <div className="flex flex-wrap items-end gap-2">
          <input
            {...common('postalCode')}
            className={`${common('postalCode').className} max-w-48`}
            autoComplete={`${section} postal-code`}
            inputMode="numeric"
            maxLength={8}
            required
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value)}
          />
          <button
            type="button"
            onClick={autofill}
            disabled={lookup === 'loading'}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light disabled:opacity-70"
          >
            {t('address.autofill')}
          </button>
        </div>
        <p id={`${idOf(prefix, 'postalCode')}-hint`} className="mt-1 text-muted text-xs" aria-live="polite">
          {lookup === 'idle' ? t('hints.postalCode') : t(`address.lookup.${lookup}`)}
        </p>
        {error('postalCode')}
      </div>
      <div className="sm:col-span-2">
        {label('prefectureCode')}
        <select
          {...common('prefectureCode')}
          autoComplete={`${section} address-level1`}
          required
          value={prefectureCode}
          onChange={(event) => setPrefectureCode(event.target.value)}
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
          {...common('city')}
          autoComplete={`${section} address-level2`}
          maxLength={ADDRESS_LIMITS.city}
          required
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
        {error('city')}
      </div>
      <div className="sm:col-span-2">
        {label('addressLine1')}
        <input
          {...common('addressLine1')}
          ref={line1Ref}
          autoComplete={`${section} address-line1`}
          maxLength={ADDRESS_LIMITS.line}
          required
          value={line1}
          onChange={(event) => setLine1(event.target.value)}
        />
        {error('addressLine1')}
      </div>
      {text('addressLine2', {
        autoComplete: `${section} address-line2`,
        max: ADDRESS_LIMITS.line,
        optional: true,
      })}
      {text('phoneNumber', { autoComplete: `${section} tel-national`, type: 'tel', max: 16 })}
    </div>
  );
}

/** The error summary at the top of a checkout form, focused when the server answers a problem. */
export function FormProblems({
  status,
  message,
  errorCount,
  summary,
}: {
  status: string;
  message: string;
  errorCount: number;
  summary: string;
}) {
  if (status === 'failed')
    return (
      <p
        role="alert"
        data-testid="checkout-error"
        className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
      >
        {message}
      </p>
    );
  if (errorCount > 0)
    return (
      <p
        role="alert"
        className="rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
      >
        {summary}
      </p>
    );
  return null;
}
