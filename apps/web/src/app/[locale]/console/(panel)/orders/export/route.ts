import { type NextRequest, NextResponse } from 'next/server';
import { localizedPath } from '@/i18n/routing.ts';
import { fetchConsoleOrdersCsv } from '@/lib/api/console.ts';
import { needsRefresh } from '@/lib/auth/expiry.ts';
import { getConsoleSession } from '@/lib/console/session.ts';
import { toLocale } from '@/lib/i18n/page-params.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /console/orders/export?from=&to=: the delivery-label CSV of the API (docs/console-orders.md),
 * downloaded with the console session's token, which never reaches the browser.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  const here = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const session = await getConsoleSession();
  if (!session) {
    const signIn = `${localizedPath(locale, '/console/sign-in')}?next=${encodeURIComponent(here)}`;
    return NextResponse.redirect(new URL(signIn, request.nextUrl.origin), 303);
  }
  if (needsRefresh(session)) {
    const refresh = `${localizedPath(locale, '/console/session')}?next=${encodeURIComponent(here)}`;
    return NextResponse.redirect(new URL(refresh, request.nextUrl.origin), 303);
  }
  const from = request.nextUrl.searchParams.get('from') ?? '';
  const to = request.nextUrl.searchParams.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to))
    return NextResponse.json(
      { status: 400, message: 'Bad Request', detail: 'from and to must be yyyy-mm-dd' },
      { status: 400 },
    );
  const answer = await fetchConsoleOrdersCsv({ from, to }, session.accessToken);
  if (!answer.ok) {
    const body = await answer.text();
    return new NextResponse(body, {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
    });
  }
  return new NextResponse(answer.body, {
    status: 200,
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition':
        answer.headers.get('content-disposition') ?? `attachment; filename="orders-${from}-${to}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
