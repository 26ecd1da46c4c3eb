import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Part = 'place' | 'methods' | 'delivery' | 'guest' | 'result' | 'sandbox' | 'booking';

/**
 * Gives the checkout's client components only the messages they use (docs/adr/0011): the named
 * parts of `checkout`, and with `address` the address-form texts of `auth`.
 */
export async function CheckoutMessages({
  parts,
  address = false,
  children,
}: {
  parts: readonly Part[];
  address?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages();
  const checkout = messages.checkout as Record<string, unknown>;
  const auth = messages.auth as Record<string, unknown>;
  const picked: Record<string, unknown> = {
    checkout: Object.fromEntries(parts.map((part) => [part, checkout[part]])),
  };
  if (address)
    picked.auth = {
      fields: auth.fields,
      errors: auth.errors,
      address: auth.address,
      hints: auth.hints,
      optional: auth.optional,
      errorSummary: auth.errorSummary,
    };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
