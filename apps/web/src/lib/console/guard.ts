import type { StaffAccount } from '@hatake/contract';
import { redirect } from 'next/navigation';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { consoleAccess } from './session.ts';

const CONSOLE_PATH = /^\/(?:en\/)?console(?:[/?#]|$)/;

/**
 * Where a console link may send someone after signing in or refreshing: a console page of this
 * site (with or without the /en prefix), never another origin or a storefront page — judged on the
 * path as a browser resolves it too, so dot segments (`/console/../account`, `%2e%2e`, a tab
 * inside `..`) cannot lead out of the console.
 */
export function consoleReturnPath(raw: string | undefined | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/console';
  if (!CONSOLE_PATH.test(raw)) return '/console';
  const resolved = new URL(raw, 'http://console.invalid');
  return resolved.host === 'console.invalid' && CONSOLE_PATH.test(resolved.pathname) ? raw : '/console';
}

/** `?a=1&b=2` of a page's search parameters ('' without any), so the way back keeps a list's filters. */
function searchOf(query: Record<string, string | string[] | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    for (const one of [value ?? []].flat()) search.append(name, one);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A console page's first line: the signed-in staff member and their client, or a redirect — to the
 * sign-in page when there is no console session, through the refresh route when its access token is
 * due (a Server Component cannot write the cookie itself). A list page passes its search
 * parameters (`query`), which the way back keeps.
 */
export async function requireStaff(
  locale: Locale,
  path: string,
  query?: Record<string, string | string[] | undefined>,
): Promise<{ staff: StaffAccount; client: ApiClient }> {
  const access = await consoleAccess();
  const next = encodeURIComponent(`${localizedPath(locale, path)}${searchOf(query)}`);
  if (access.kind === 'signedOut') redirect(`${localizedPath(locale, '/console/sign-in')}?next=${next}`);
  if (access.kind === 'refresh') redirect(`${localizedPath(locale, '/console/session')}?next=${next}`);
  return { staff: access.staff, client: access.client };
}
