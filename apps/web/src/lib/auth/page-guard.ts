import { redirect } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import { decidePageAccess } from './page-access.ts';
import { getCurrentUser } from './session.ts';

type Query = Record<string, string | string[] | undefined>;

/** A page's query as a string without `?` (repeated keys kept), for the way back from sign-in. */
export function searchOf(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.append(key, value);
    else if (Array.isArray(value)) for (const item of value) params.append(key, item);
  }
  return params.toString();
}

/**
 * Applies decidePageAccess (lib/auth/page-access.ts) in a page: redirects (which ends the render)
 * or returns. "Signed in" means GET /v1/users/me accepts the session, as /account judges it, so a
 * revoked session cookie cannot bounce a browser between /signin and /account.
 */
export async function guardPage(
  locale: Locale,
  page: { pathname: string; query?: Query; redirect?: unknown },
): Promise<void> {
  const signedIn = (await getCurrentUser()) !== undefined;
  const access = decidePageAccess({
    pathname: page.pathname,
    search: page.query ? searchOf(page.query) : undefined,
    signedIn,
    redirect: page.redirect,
  });
  if (access.kind === 'redirect') redirect({ href: access.path, locale: access.locale ?? locale });
}
