'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { AddressFields } from '@/components/address/address-fields.tsx';
import type { FormState } from '@/lib/auth/form-state.ts';
import { submitKeepingFields } from '@/lib/submit-keeping-fields.ts';

type Props = {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  initialState: FormState;
  /** Set when editing. */
  id?: string;
  prefectures: readonly { code: number; name: string }[];
};

/**
 * Add or edit a saved address (the account's pages, and the member checkout's new address): the
 * shared AddressFields (住所を自動入力 fills prefecture, city and town from the postal code) and
 * 「いつもの住所にする」. Submitted without React's reset (submitKeepingFields), so a refused submit
 * keeps what was typed and looked up.
 */
export function AddressForm({ action, initialState, id, prefectures }: Props) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState(action, initialState);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'invalid') summaryRef.current?.focus();
  }, [state]);

  const errorCount = Object.keys(state.errors).length;

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
      <AddressFields
        idPrefix="address-"
        values={state.values}
        errors={state.errors}
        prefectures={prefectures}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={state.values.isDefault === 'on'}
          className="size-4 accent-leaf"
        />
        <span className="text-soil">{t('address.isDefault')}</span>
      </label>
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
