'use client';

import { type ReactNode, useActionState, useEffect, useRef } from 'react';
import type { AddressActionState } from '@/lib/auth/form-state.ts';
import { useAddressRemoval } from './address-removal.tsx';

type AddressAction = (state: AddressActionState, form: FormData) => Promise<AddressActionState>;

type Props = {
  id: string;
  /** The address-list page the user is on, kept after the action. */
  page: number;
  isDefault: boolean;
  setDefault: AddressAction;
  labels: { makeDefault: string; delete: string; name: string };
  /** Rendered first in the row (the edit link). */
  children?: ReactNode;
};

export const addressButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light disabled:opacity-70';

const IDLE: AddressActionState = { message: '' };

/**
 * "Make default" and "Delete" of one address: plain forms posting to server actions (they work
 * without JavaScript). A refused "make default" shows the catalogue message
 * (docs/product.md#messages-for-api-errors) under the buttons, announced and focused; a refused
 * delete shows it above the list (AddressRemoval), which outlives the row.
 */
export function AddressActions({ id, page, isDefault, setDefault, labels, children }: Props) {
  const [defaultState, defaultAction, defaultPending] = useActionState(setDefault, IDLE);
  const { action: removeAction, pending: removePending } = useAddressRemoval();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = defaultState.message;

  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);

  const hidden = (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="addressPage" value={String(page)} />
    </>
  );
  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        {children}
        {isDefault ? null : (
          <form action={defaultAction}>
            {hidden}
            <button type="submit" disabled={defaultPending} className={addressButtonClass}>
              {labels.makeDefault}
              <span className="sr-only">: {labels.name}</span>
            </button>
          </form>
        )}
        <form action={removeAction}>
          {hidden}
          <button
            type="submit"
            disabled={removePending}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-persimmon-dark px-4 font-bold text-persimmon-dark text-sm hover:bg-persimmon-light disabled:opacity-70"
          >
            {labels.delete}
            <span className="sr-only">: {labels.name}</span>
          </button>
        </form>
      </div>
      {message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
