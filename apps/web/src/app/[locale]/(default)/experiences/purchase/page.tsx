import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingView } from '@/components/checkout/booking-view.tsx';
import { redirect } from '@/i18n/navigation.ts';
import { authedApi } from '@/lib/auth/session.ts';
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

/** `/experiences/purchase?id=…&adultCount=…` (member); signed out → the guest variant, same query. */
export default async function ExperiencePurchasePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const raw = await searchParams;
  const member = await authedApi(locale);
  if (!member) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') query.set(key, value);
    return redirect({ href: `/experiences/purchase/guest?${query.toString()}`, locale });
  }
  return <BookingView who="member" locale={locale} raw={raw} member={member} />;
}
