'use client';

import { createContext, type ReactNode, useActionState, useContext, useEffect, useRef } from 'react';
import type { AddressActionState } from '@/lib/auth/form-state.ts';

type AddressAction = (state: AddressActionState, form: FormData) => Promise<AddressActionState>;

type Removal = { action: (form: FormData) => void; pending: boolean };

const RemovalContext = createContext<Removal | null>(null);

const IDLE: AddressActionState = { message: '' };

/**
 * The address book's one "Delete" action, held above the list rather than in the row it deletes.
 * A delete re-renders the list whenever the server action writes a cookie (a due access token is
 * refreshed on the way) or the refusal refreshes the page (the address was already deleted
 * elsewhere): the row leaves the list, and state kept in the row would leave with it, taking the
 * refusal's message before anyone read it. Kept here, the message stays, announced and focused,
 * above the list that now matches the book.
 */
export function AddressRemoval({ remove, children }: { remove: AddressAction; children: ReactNode }) {
  const [state, action, pending] = useActionState(remove, IDLE);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.message) alertRef.current?.focus();
  }, [state]);

  return (
    <RemovalContext value={{ action, pending }}>
      {state.message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm"
        >
          {state.message}
        </p>
      ) : null}
      {children}
    </RemovalContext>
  );
}

/** The book's delete action for a row's form (AddressActions); only inside AddressRemoval. */
export function useAddressRemoval(): Removal {
  const removal = useContext(RemovalContext);
  if (!removal) throw new Error('useAddressRemoval outside AddressRemoval');
  return removal;
}
