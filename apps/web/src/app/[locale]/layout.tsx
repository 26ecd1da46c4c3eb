import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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
  // No message provider here: the header's client parts get their texts as props, and client parts
  // that format messages get their own provider where they render — next-intl's client runtime and
  // formatter are then only in the JavaScript of the pages that use them.
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <MonitoringNoScript />
        {children}
        <MonitoringScripts />
      </body>
    </html>
  );
}
