import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmationView } from '@/components/checkout/confirmation-view.tsx';
import { MissingCheckout } from '@/components/checkout/missing-checkout.tsx';
import { redirect } from '@/i18n/navigation.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { cartApi } from '@/lib/cart/server.ts';
import { readGuestDraft } from '@/lib/checkout/draft-cookie.ts';
import { checkoutHref, readCheckoutQuery } from '@/lib/checkout/flow.ts';
import { shippingOf } from '@/lib/checkout/guest-draft.ts';
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
 * `/v1/purchase/guest/confirmation` (guest): the details kept by the address step (a sealed cookie;
 * without them → back to that step), the boxes priced for the shipping address's prefecture, the
 * methods in use, and 注文を確定する.
 */
export default async function GuestConfirmationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const raw = await searchParams;
  const query = readCheckoutQuery(raw);
  if (!query) return <MissingCheckout />;
  const draft = await readGuestDraft();
  if (!draft) return redirect({ href: checkoutHref('guestAddress', query), locale });
  const shipping = shippingOf(draft);
  const { client } = await cartApi(locale);
  const [pricing, methods] = await Promise.all([
    priceCheckout(client, query, shipping.prefectureCode, locale),
    loadMethods(client),
  ]);
  return (
    <ConfirmationView
      who="guest"
      locale={locale}
      query={query}
      billing={draft.billingAddress}
      shipping={shipping}
      addressId=""
      changeHref={checkoutHref('guestAddress', query)}
      pricing={pricing}
      methods={methods.methods}
      methodsError={methods.error ? errorMessage(methods.error, locale) : ''}
      repriced={repricedNotice(raw[REPRICED_PARAM], pricing.empty)}
    />
  );
}
