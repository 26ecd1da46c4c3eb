'use server';

import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/routing.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { consoleSignOut } from '@/lib/console/session.ts';

/** DELETE /v1/console/auth, the console cookie goes, and the sign-in page follows. */
export async function consoleSignOutAction(): Promise<void> {
  const locale = await currentLocale();
  await consoleSignOut();
  redirect(localizedPath(locale, '/console/sign-in'));
}
