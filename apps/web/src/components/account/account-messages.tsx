import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** Gives the account forms (client components) their messages; the rest stays on the server. */
export async function AccountMessages({ children }: { children: ReactNode }) {
  const { layout, error, auth, account } = await getMessages();
  return (
    <NextIntlClientProvider messages={{ layout, error, auth, account }}>{children}</NextIntlClientProvider>
  );
}
