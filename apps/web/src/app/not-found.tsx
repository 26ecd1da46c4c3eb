import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { BotErrorBody, ERROR_TEXT, ErrorScreen } from '@/components/error/error-screen.tsx';
import { SiteShell } from '@/components/layout/site-shell.tsx';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/routing.ts';
import { isBotRequest } from '@/lib/bot.ts';

/*
 * Unknown paths in either locale (`/no-such-page`, `/en/no-such-page`) match no route and land here,
 * with HTTP 404. This is deliberately not a `[locale]/[...rest]` catch-all calling notFound():
 * Next 16.4 serves notFound() responses as an empty `__next_error__` shell that only fills in after
 * hydration (vercel/next.js#62228), while an unmatched URL is rendered on the server.
 * The proxy has already resolved the locale from the path, so next-intl's getLocale() knows it.
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
  const { layout, error } = await getMessages({ locale });
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={locale} messages={{ layout, error }}>
          <SiteShell>
            <ErrorScreen status={404} locale={locale} documentTitle={false} />
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
