import type { AddressesResponse } from '@hatake/contract';
import { MAX_ADDRESSES_PER_USER, prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages.tsx';
import { AddressForm } from '@/components/account/address-form.tsx';
import { AddressLines } from '@/components/checkout/address-card.tsx';
import { AddressStep } from '@/components/checkout/address-step.tsx';
import { MissingCheckout } from '@/components/checkout/missing-checkout.tsx';
import { redirect } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { listAddresses } from '@/lib/api/addresses.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { idleState } from '@/lib/auth/form-state.ts';
import { authedApi, getCurrentUser } from '@/lib/auth/session.ts';
import { cartApi } from '@/lib/cart/server.ts';
import { addCheckoutAddressAction } from '@/lib/checkout/actions.ts';
import { CHECKOUT_PAGES, checkoutHref, readCheckoutQuery } from '@/lib/checkout/flow.ts';
import { memberAddressPrefill } from '@/lib/checkout/member-prefill.ts';
import { priceCheckout } from '@/lib/checkout/server.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.address' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/v1/purchase/address` (member): pick one of the saved addresses (the default first and chosen)
 * or add one — started with the account's name, reading and phone; 住所を自動入力 fills the rest
 * from the postal code — then the confirmation page prices the boxes for its prefecture. Signed out
 * → `/v1/purchase/auth`.
 */
export default async function CheckoutAddressPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = readCheckoutQuery(await searchParams);
  if (!query) return <MissingCheckout />;
  const api = await authedApi(locale);
  if (!api) return redirect({ href: checkoutHref('auth', query), locale });
  const t = await getTranslations('checkout.address');
  const [{ client }, user, addressAnswer] = await Promise.all([
    cartApi(locale),
    getCurrentUser().catch(() => undefined),
    listAddresses({ limit: MAX_ADDRESSES_PER_USER, offset: 0 }, { client: api }).then(
      (value): { value?: AddressesResponse; error?: unknown } => ({ value }),
      (error: unknown): { value?: AddressesResponse; error?: unknown } => ({ error }),
    ),
  ]);
  const pricing = await priceCheckout(client, query, 0, locale);
  const addresses = addressAnswer.value?.addresses ?? [];
  const chosen = addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id;

  return (
    <AddressStep title={t('title')} backToCart={t('backToCart')} pricing={pricing}>
      {addressAnswer.error ? (
        <p role="alert" className="rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark">
          {errorMessage(addressAnswer.error, locale)}
        </p>
      ) : null}
      {addresses.length > 0 ? (
        <form
          method="get"
          action={localizedPath(locale, CHECKOUT_PAGES.confirmation)}
          className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
        >
          <input type="hidden" name="coordinatorId" value={query.coordinatorId} />
          {query.boxNumber > 0 ? <input type="hidden" name="boxNumber" value={query.boxNumber} /> : null}
          {query.promotionCode ? (
            <input type="hidden" name="promotionCode" value={query.promotionCode} />
          ) : null}
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-bold text-soil text-xl">{t('saved')}</legend>
            {addresses.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer gap-3 rounded-2xl border border-line p-4 has-[:checked]:border-leaf has-[:checked]:bg-leaf-light/40"
                data-testid="saved-address"
              >
                <input
                  type="radio"
                  name="addressId"
                  value={address.id}
                  defaultChecked={address.id === chosen}
                  className="mt-1 size-4 accent-leaf"
                />
                <span className="min-w-0 flex-1">
                  {address.isDefault ? (
                    <span className="mb-1 inline-block rounded-full bg-leaf-dark px-2.5 py-0.5 font-bold text-white text-xs">
                      {t('default')}
                    </span>
                  ) : null}
                  <AddressLines address={address} locale={locale} phoneLabel={t('phone')} />
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            disabled={!pricing.calc}
            className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-persimmon-dark px-10 font-bold text-white hover:bg-persimmon disabled:opacity-60"
          >
            {t('useThis')}
          </button>
        </form>
      ) : null}
      <section
        aria-labelledby="checkout-new-address"
        className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
      >
        <h2 id="checkout-new-address" className="font-bold text-soil text-xl">
          {addresses.length > 0 ? t('addAnother') : t('add')}
        </h2>
        <p className="mt-1 mb-4 text-muted text-sm">{t('addHint')}</p>
        <AccountMessages>
          <AddressForm
            action={addCheckoutAddressAction.bind(null, query)}
            initialState={idleState({
              ...memberAddressPrefill(user),
              isDefault: addresses.length === 0 ? 'on' : '',
            })}
            prefectures={prefectureOptions(locale)}
          />
        </AccountMessages>
      </section>
    </AddressStep>
  );
}
