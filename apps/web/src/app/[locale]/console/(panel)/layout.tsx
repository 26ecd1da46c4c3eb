import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizedPath } from '@/i18n/routing.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleAccess } from '@/lib/console/session.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { consoleSignOutAction } from './actions.ts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The console's frame: who is signed in, for which marche, and the menu. Each page checks the
 * session itself (lib/console/guard.ts, it knows its own path for the way back after signing in);
 * without one the frame shows no menu while the page redirects.
 */
export default async function ConsolePanelLayout({ children, params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const access = await consoleAccess();
  const staff = access.kind === 'staff' ? access.staff : undefined;
  const href = (path: string) => localizedPath(locale, path);
  const links = [
    { path: '/console/orders', label: t.nav.orders },
    { path: '/console/products', label: t.nav.products },
    { path: '/console/producers', label: t.nav.producers },
    ...(staff?.role === 'administrator' ? [{ path: '/console/audit', label: t.nav.audit }] : []),
    { path: '/console/settings', label: t.nav.settings },
  ];
  const marche = staff ? (locale === 'en' && staff.marcheNameEn) || staff.marcheName : '';
  return (
    <>
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href={href('/console')} className="font-bold text-leaf-dark">
            {t.title}
          </Link>
          {staff ? (
            <nav aria-label={t.nav.label} className="flex flex-wrap gap-1">
              {links.map((link) => (
                <Link
                  key={link.path}
                  href={href(link.path)}
                  className="rounded-lg px-3 py-1.5 font-semibold text-sm text-soil hover:bg-leaf-light"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          ) : null}
          {staff ? (
            <div className="ml-auto flex items-center gap-3 text-sm">
              <span className="text-muted">
                {staff.displayName}（{t.roles[staff.role]}
                {marche ? `・${marche}` : ''}）
              </span>
              <Link href={href('/')} className="text-leaf-dark underline">
                {t.nav.storefront}
              </Link>
              <form action={consoleSignOutAction}>
                <button
                  type="submit"
                  className="rounded-lg px-2 py-1 font-semibold text-soil ring-1 ring-line hover:bg-cream"
                >
                  {t.nav.signOut}
                </button>
              </form>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
