import { type NextRequest, NextResponse } from 'next/server';
import { localizedPath } from '@/i18n/routing.ts';
import { consoleReturnPath } from '@/lib/console/guard.ts';
import { refreshConsoleSession } from '@/lib/console/session.ts';
import { toLocale } from '@/lib/i18n/page-params.ts';

/**
 * GET /console/session?next=: a console page whose access token is due (or was refused) comes here,
 * where the cookie can be written: the tokens are rotated and the page is asked again; a refused
 * refresh token ends the console session and the sign-in page follows.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  const next = consoleReturnPath(request.nextUrl.searchParams.get('next'));
  const session = await refreshConsoleSession({ force: true });
  const target = session
    ? next
    : `${localizedPath(locale, '/console/sign-in')}?next=${encodeURIComponent(next)}`;
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 303);
}
