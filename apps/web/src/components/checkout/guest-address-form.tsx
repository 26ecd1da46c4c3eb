'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/account/account-form.tsx';
import { AddressFields } from '@/components/address/address-fields.tsx';
import type { CheckoutFormState } from '@/lib/checkout/state.ts';
import { submitKeepingFields } from '@/lib/submit-keeping-fields.ts';
import { FormProblems } from './form-problems.tsx';

type Props = {
  action: (state: CheckoutFormState, form: FormData) => Promise<CheckoutFormState>;
  initialState: CheckoutFormState;
  locale: string;
  prefectures: readonly { code: number; name: string }[];
};

/**
 * `/v1/purchase/guest/address`: e-mail, the billing address, 「請求先と同じ住所に届ける」 and, when
 * unticked, the shipping address. Posts to a server action (works without JavaScript; then both
 * address blocks show). Texts: `checkout.guest`, `auth.*`.
 */
export function GuestAddressForm({ action, initialState, locale, prefectures }: Props) {
  const t = useTranslations('checkout.guest');
  const a = useTranslations('auth');
  const [state, formAction, pending] = useActionState(action, initialState);
  const [same, setSame] = useState(state.values.isSameAddress !== '');
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorCount = Object.keys(state.errors).length;

  useEffect(() => {
    if (state.status !== 'idle') summaryRef.current?.focus();
  }, [state]);

  return (
    <form
      action={formAction}
      onSubmit={submitKeepingFields(formAction)}
      noValidate
      aria-busy={pending}
      className="grid gap-6"
    >
      <input type="hidden" name="locale" value={locale} />
      <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
        <FormProblems
          status={state.status}
          message={state.message}
          errorCount={errorCount}
          summary={a('errorSummary', { count: errorCount })}
        />
      </div>
      <div>
        <label htmlFor="guest-email" className="font-semibold text-soil text-sm">
          {a('fields.email')}
        </label>
        <input
          id="guest-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={state.values.email ?? ''}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={state.errors.email ? 'guest-email-error guest-email-hint' : 'guest-email-hint'}
          className={`${inputClass} ${state.errors.email ? 'border-persimmon-dark' : 'border-line'}`}
        />
        <p id="guest-email-hint" className="mt-1 text-muted text-xs">
          {t('emailHint')}
        </p>
        {state.errors.email ? (
          <p id="guest-email-error" className="mt-1 font-semibold text-persimmon-dark text-sm">
            {a(`errors.${state.errors.email}`, { field: a('fields.email') })}
          </p>
        ) : null}
      </div>
      <fieldset className="grid gap-4">
        <legend className="font-bold text-lg text-soil">{t('billing')}</legend>
        <AddressFields
          prefix="billing."
          idPrefix="billing-"
          section="billing"
          values={state.values}
          errors={state.errors}
          prefectures={prefectures}
        />
      </fieldset>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="isSameAddress"
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
          className="size-5 accent-leaf"
        />
        <span className="font-semibold text-soil">{t('sameAddress')}</span>
      </label>
      {same ? null : (
        <fieldset className="grid gap-4">
          <legend className="font-bold text-lg text-soil">{t('shipping')}</legend>
          <AddressFields
            prefix="shipping."
            idPrefix="shipping-"
            section="shipping"
            values={state.values}
            errors={state.errors}
            prefectures={prefectures}
          />
        </fieldset>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-10 font-bold text-white shadow-sm transition hover:bg-persimmon disabled:opacity-70"
      >
        {pending ? t('saving') : t('next')}
      </button>
    </form>
  );
}
