import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MonitoringNoScript, MonitoringScripts } from '@/components/monitoring/monitoring-scripts.tsx';
import { isLocale, LOCALES } from '@/i18n/routing.ts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#faf6ec',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(process.env.PUBLIC_URL || 'http://localhost:3000'),
    title: { template: t('titleTemplate'), default: t('defaultTitle') },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: {
      siteName: t('siteName'),
      type: 'website',
      locale: locale === 'ja' ? 'ja_JP' : 'en_US',
    },
    twitter: { card: 'summary' },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Every page's payload carries these messages: only what client components on every page read
  // (the language switch). Client parts that need more get their own provider where they render.
  const { layout } = await getMessages();
  const shared = {
    layout: { languageSwitch: layout.languageSwitch, languageSwitchLabel: layout.languageSwitchLabel },
  };
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <MonitoringNoScript />
        <NextIntlClientProvider messages={shared}>{children}</NextIntlClientProvider>
        <MonitoringScripts />
      </body>
    </html>
  );
}
