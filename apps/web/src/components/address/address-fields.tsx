'use client';

import { ADDRESS_LIMITS } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { inputClass } from '@/components/account/account-form.tsx';
import { lookupPostalCode } from '@/lib/api/addresses.ts';
import { normalizePostalCode } from '@/lib/auth/forms.ts';

/** The fields of an address, as the API names them (addressInputProperties in packages/contract). */
export type AddressFieldName =
  | 'lastname'
  | 'firstname'
  | 'lastnameKana'
  | 'firstnameKana'
  | 'postalCode'
  | 'prefectureCode'
  | 'city'
  | 'addressLine1'
  | 'addressLine2'
  | 'phoneNumber';

/**
 * The autofill token of each field (HTML "autocomplete" detail tokens). A name's reading has none: a
 * browser guessing from the field's name would put the kanji given name into ふりがな, so it is `off`.
 */
const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  lastname: 'family-name',
  firstname: 'given-name',
  lastnameKana: 'off',
  firstnameKana: 'off',
  postalCode: 'postal-code',
  prefectureCode: 'address-level1',
  city: 'address-level2',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  phoneNumber: 'tel',
};

/**
 * A postal code as typed: 7 digits, or 8 with the hyphen (150-0001, full-width too); the form
 * normalises it before sending, and the API takes the 7 digits.
 */
const TYPED_POSTAL_CODE_LENGTH = 8;

type Props = {
  /** Prefix of the fields' names (`billing.` in a checkout form; "" in the account's address form). */
  prefix?: string;
  /** Prefix of the elements' ids (`billing-`, `address-`); unique on the page. */
  idPrefix: string;
  /** The autofill section of the form's two addresses, when it has two (`billing`, `shipping`). */
  section?: 'billing' | 'shipping';
  /** What was typed (or prefilled), by field name with its prefix. */
  values: Readonly<Record<string, string>>;
  /** Message keys (`auth.errors.*`) by field name with its prefix. */
  errors: Partial<Record<string, string>>;
  prefectures: readonly { code: number; name: string }[];
};

type Lookup = 'idle' | 'loading' | 'found' | 'missing' | 'invalid';

/**
 * The fields of an address — names, readings, postal code with 住所を自動入力, prefecture, city,
 * street, building, phone — for every address form: the account's (add, edit, and the member
 * checkout's new address) and the checkout's (guest billing and shipping, the booking's). The
 * lengths are the API's (ADDRESS_LIMITS), the autofill tokens the standard ones. The postal-code
 * look-up is the public `GET /v1/postal-codes/{code}` (lib/api/addresses.ts); what it fills
 * (prefecture, city, street) is held in state, and the forms submit with `submitKeepingFields`, so a
 * refused submit keeps it. Texts: `auth.fields`, `auth.errors`, `auth.address`, `auth.hints`,
 * `auth.optional`.
 */
export function AddressFields({ prefix = '', idPrefix, section, values, errors, prefectures }: Props) {
  const t = useTranslations('auth');
  const value = (field: AddressFieldName) => values[`${prefix}${field}`] ?? '';
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
      // A refusal (404: unknown code) or a network error both say "not found".
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

  const idOf = (field: AddressFieldName | 'kana-hint') => `${idPrefix}${field}`;
  const errorOf = (field: AddressFieldName) => errors[`${prefix}${field}`];
  const hintOf = (field: AddressFieldName) =>
    field === 'postalCode' ? `${idOf(field)}-hint` : field.endsWith('Kana') ? idOf('kana-hint') : '';
  const common = (field: AddressFieldName) => ({
    id: idOf(field),
    name: `${prefix}${field}`,
    autoComplete:
      AUTOCOMPLETE[field] === 'off' ? 'off' : [section, AUTOCOMPLETE[field]].filter(Boolean).join(' '),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby':
      [errorOf(field) ? `${idOf(field)}-error` : '', hintOf(field)].filter(Boolean).join(' ') || undefined,
    className: `${inputClass} ${errorOf(field) ? 'border-persimmon-dark' : 'border-line'}`,
  });
  const label = (field: AddressFieldName, optional = false) => (
    <label htmlFor={idOf(field)} className="flex items-center gap-2 font-semibold text-soil text-sm">
      {t(`fields.${field}`)}
      {optional ? (
        <span className="rounded bg-cream-dark px-1.5 py-0.5 font-bold text-[0.7rem] text-muted">
          {t('optional')}
        </span>
      ) : null}
    </label>
  );
  const error = (field: AddressFieldName) => {
    const key = errorOf(field);
    return key ? (
      <p id={`${idOf(field)}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
        {t(`errors.${key}`, { field: t(`fields.${field}`) })}
      </p>
    ) : null;
  };
  const text = (
    field: AddressFieldName,
    options: { half?: boolean; max: number; optional?: boolean; type?: string },
  ) => (
    <div className={options.half ? '' : 'sm:col-span-2'}>
      {label(field, options.optional)}
      <input
        {...common(field)}
        type={options.type ?? 'text'}
        maxLength={options.max}
        required={!options.optional}
        defaultValue={value(field)}
      />
      {error(field)}
    </div>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('lastname', { half: true, max: ADDRESS_LIMITS.name })}
      {text('firstname', { half: true, max: ADDRESS_LIMITS.name })}
      {text('lastnameKana', { half: true, max: ADDRESS_LIMITS.kana })}
      {text('firstnameKana', { half: true, max: ADDRESS_LIMITS.kana })}
      <p id={idOf('kana-hint')} className="-mt-3 text-muted text-xs sm:col-span-2">
        {/* A Japanese example inside an English hint is marked <ja> so it is read as Japanese. */}
        {t.rich('hints.kana', { ja: (chunks) => <span lang="ja">{chunks}</span> })}
      </p>
      <div className="sm:col-span-2">
        {label('postalCode')}
        <div className="flex flex-wrap items-end gap-2">
          <input
            {...common('postalCode')}
            className={`${common('postalCode').className} max-w-48`}
            inputMode="numeric"
            maxLength={TYPED_POSTAL_CODE_LENGTH}
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
        <p id={`${idOf('postalCode')}-hint`} className="mt-1 text-muted text-xs" aria-live="polite">
          {lookup === 'idle' ? t('hints.postalCode') : t(`address.lookup.${lookup}`)}
        </p>
        {error('postalCode')}
      </div>
      <div className="sm:col-span-2">
        {label('prefectureCode')}
        <select
          {...common('prefectureCode')}
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
          maxLength={ADDRESS_LIMITS.line}
          required
          value={line1}
          onChange={(event) => setLine1(event.target.value)}
        />
        {error('addressLine1')}
      </div>
      {text('addressLine2', { max: ADDRESS_LIMITS.line, optional: true })}
      {text('phoneNumber', { type: 'tel', max: ADDRESS_LIMITS.phoneNumber })}
    </div>
  );
}
