import { prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressStep } from '@/components/checkout/address-step.tsx';
import { CheckoutMessages } from '@/components/checkout/checkout-messages.tsx';
import { GuestAddressForm } from '@/components/checkout/guest-address-form.tsx';
import { MissingCheckout } from '@/components/checkout/missing-checkout.tsx';
import { Link } from '@/i18n/navigation.ts';
import { cartApi } from '@/lib/cart/server.ts';
import { saveGuestAddressAction } from '@/lib/checkout/actions.ts';
import { readGuestDraft } from '@/lib/checkout/draft-cookie.ts';
import { checkoutHref, readCheckoutQuery } from '@/lib/checkout/flow.ts';
import type { GuestDraft } from '@/lib/checkout/guest-draft.ts';
import { priceCheckout } from '@/lib/checkout/server.ts';
import { idleCheckoutState } from '@/lib/checkout/state.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.guest' });
  return { title: t('title'), robots: { index: false } };
}

/** The form's values of details entered before (coming back from the confirmation page). */
function draftValues(draft: GuestDraft | undefined): Record<string, string> {
  if (!draft) return { isSameAddress: 'on' };
  const out: Record<string, string> = { email: draft.email, isSameAddress: draft.isSameAddress ? 'on' : '' };
  for (const [prefix, address] of [
    ['billing.', draft.billingAddress],
    ['shipping.', draft.shippingAddress],
  ] as const) {
    if (!address) continue;
    for (const [key, value] of Object.entries(address)) out[`${prefix}${key}`] = String(value);
  }
  return out;
}

/**
 * `/v1/purchase/guest/address`: the guest's e-mail, billing address and where to ship (the same
 * address, or another), kept only until the checkout URL is obtained; the boxes beside it.
 */
export default async function GuestAddressPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = readCheckoutQuery(await searchParams);
  if (!query) return <MissingCheckout />;
  const t = await getTranslations('checkout.guest');
  const [{ client }, draft] = await Promise.all([cartApi(locale), readGuestDraft()]);
  const pricing = await priceCheckout(client, query, 0, locale);

  return (
    <AddressStep title={t('title')} backToCart={t('backToCart')} pricing={pricing}>
      <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        <p className="mb-5 text-muted text-sm">
          {t('lead')}{' '}
          <Link
            href={{ pathname: '/signin', query: { redirect: checkoutHref('auth', query) } }}
            className="text-leaf-dark underline underline-offset-2"
          >
            {t('signIn')}
          </Link>
        </p>
        <CheckoutMessages parts={['guest']} address>
          <GuestAddressForm
            action={saveGuestAddressAction.bind(null, query)}
            initialState={idleCheckoutState(draftValues(draft))}
            locale={locale}
            prefectures={prefectureOptions(locale)}
          />
        </CheckoutMessages>
      </section>
    </AddressStep>
  );
}
