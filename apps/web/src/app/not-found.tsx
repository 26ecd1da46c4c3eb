import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { BotErrorBody, ERROR_TEXT, ErrorScreen } from '@/components/error/error-screen.tsx';
import { Logo } from '@/components/layout/logo.tsx';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '@/i18n/routing.ts';
import { isBotRequest } from '@/lib/bot.ts';

/*
 * Unknown paths in either locale (`/no-such-page`, `/en/no-such-page`) match no route and land here,
 * with HTTP 404. This is deliberately not a `[locale]/[...rest]` catch-all calling notFound():
 * Next 16.4 serves notFound() responses as an empty `__next_error__` shell that only fills in after
 * hydration (vercel/next.js#62228), while an unmatched URL is rendered on the server.
 * The proxy has already resolved the locale from the path, so next-intl's getLocale() knows it.
 *
 * Next.js also renders this screen into the RSC payload of every page, as the root layout's
 * not-found boundary. So it is a lean document — the wordmark linking home and the error screen —
 * not the site shell: the whole header and footer here cost about 13 KB of payload on every page
 * (docs/storefront-speed.md, "Page weight"). Unknown items, marchés and experiences get the full
 * shell from app/[locale]/(default)/not-found.tsx.
 */

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale().catch(() => DEFAULT_LOCALE);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  return { title: `${ERROR_TEXT[locale].title} | hatake`, robots: { index: false, follow: false } };
}

export default async function RootNotFound() {
  const locale = await currentLocale();
  if (await isBotRequest()) {
    return (
      <html lang={locale}>
        <body>
          <BotErrorBody status={404} />
        </body>
      </html>
    );
  }
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <header className="border-line border-b bg-cream">
          <div className="mx-auto max-w-7xl px-4 py-2.5 sm:px-6 lg:px-8">
            {/* A plain <a>: this screen must work even when the client router does not. */}
            <a href={localizedPath(locale, '/')} className="inline-block rounded-lg">
              <Logo tagline={t('tagline')} compact />
              <span className="sr-only">{t('logoLabel')}</span>
            </a>
          </div>
        </header>
        <main>
          <ErrorScreen status={404} locale={locale} documentTitle={false} />
        </main>
      </body>
    </html>
  );
}
