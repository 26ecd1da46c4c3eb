import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmationView } from '@/components/checkout/confirmation-view.tsx';
import { MissingCheckout } from '@/components/checkout/missing-checkout.tsx';
import { redirect } from '@/i18n/navigation.ts';
import { getAddress } from '@/lib/api/addresses.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { authedApi } from '@/lib/auth/session.ts';
import { cartApi } from '@/lib/cart/server.ts';
import { checkoutHref, readCheckoutQuery } from '@/lib/checkout/flow.ts';
import { REPRICED_PARAM, repricedNotice } from '@/lib/checkout/repriced.ts';
import { loadMethods, priceCheckout } from '@/lib/checkout/server.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.confirmation' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/v1/purchase/confirmation?coordinatorId=…&addressId=…` (member): the chosen saved address
 * (billing and shipping), the boxes priced for its prefecture, the methods in use, and 注文を確定する.
 */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const raw = await searchParams;
  const query = readCheckoutQuery(raw);
  if (!query) return <MissingCheckout />;
  const api = await authedApi(locale);
  if (!api) return redirect({ href: checkoutHref('auth', query), locale });
  const addressId = typeof raw.addressId === 'string' ? raw.addressId : '';
  if (!addressId) return redirect({ href: checkoutHref('address', query), locale });
  let address: Awaited<ReturnType<typeof getAddress>>['address'];
  try {
    address = (await getAddress(addressId, { client: api })).address;
  } catch (error) {
    return <MissingCheckout message={errorMessage(error, locale)} />;
  }
  const { client } = await cartApi(locale);
  const [pricing, methods] = await Promise.all([
    priceCheckout(client, query, address.prefectureCode, locale),
    loadMethods(client),
  ]);
  return (
    <ConfirmationView
      who="member"
      locale={locale}
      query={query}
      billing={address}
      shipping={address}
      addressId={address.id}
      changeHref={checkoutHref('address', query)}
      pricing={pricing}
      methods={methods.methods}
      methodsError={methods.error ? errorMessage(methods.error, locale) : ''}
      repriced={repricedNotice(raw[REPRICED_PARAM], pricing.empty)}
    />
  );
}
