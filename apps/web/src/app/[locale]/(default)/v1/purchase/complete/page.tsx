import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompleteView } from '@/components/checkout/complete-view.tsx';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.result' });
  return { title: t('title'), robots: { index: false } };
}

/** The result of a member's checkout (components/checkout/complete-view.tsx). */
export default async function CompletePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <CompleteView who="member" locale={locale} raw={await searchParams} />;
}
