import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingView } from '@/components/checkout/booking-view.tsx';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.booking' });
  return { title: t('title'), robots: { index: false } };
}

/** `/experiences/purchase/guest?id=…&adultCount=…`: book an experience without an account. */
export default async function GuestExperiencePurchasePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <BookingView who="guest" locale={locale} raw={await searchParams} />;
}
