import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { placeProductOrderAction } from '@/lib/checkout/actions.ts';
import { CHECKOUT_PAGES, type CheckoutQuery, checkoutHref } from '@/lib/checkout/flow.ts';
import type { CheckoutPricing } from '@/lib/checkout/server.ts';
import { idleCheckoutState } from '@/lib/checkout/state.ts';
import { AddressLines, type ShownAddress } from './address-card.tsx';
import { BeforeYouPay, deliveryDateOptions, orderConsent } from './before-you-pay.tsx';
import { CheckoutMessages } from './checkout-messages.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PlaceOrderForm } from './place-order-form.tsx';

type Props = {
  who: 'member' | 'guest';
  locale: Locale;
  query: CheckoutQuery;
  billing: ShownAddress;
  shipping: ShownAddress;
  /** The member's chosen address id ('' for a guest). */
  addressId: string;
  /** Where 変更する leads (the address step). */
  changeHref: string;
  pricing: CheckoutPricing;
  methods: number[];
  methodsError: string;
  /** After the API refused this page's requestId for another body (409): what to tell the shopper. */
  repriced?: 'updated' | 'pending';
};

/**
 * `/v1/purchase/confirmation` and its guest twin: the addresses, the coupon (a GET form pricing the
 * page again), the boxes and amounts priced for the shipping address's prefecture, when it ships and
 * the return terms, then the delivery date and time slot, method, note, the consent line and
 * 注文を確定する with this render's requestId and total.
 */
export async function ConfirmationView(props: Props) {
  const { who, locale, query, pricing } = props;
  const [t, cartT] = await Promise.all([getTranslations('checkout'), getTranslations('cart.pricing')]);
  const { calc } = pricing;
  const blocked = !calc || Boolean(pricing.shippingRefused) || props.methods.length === 0;
  const page = who === 'member' ? CHECKOUT_PAGES.confirmation : CHECKOUT_PAGES.guestConfirmation;
  const rejected = pricing.promotionRejected;
  const now = new Date();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('confirmation.title')}</h1>
      <CheckoutSteps current="confirmation" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="confirm-addresses"
            className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="confirm-addresses" className="font-bold text-soil text-xl">
                {t('confirmation.addresses')}
              </h2>
              <Link
                href={props.changeHref}
                className="inline-flex min-h-11 items-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light"
              >
                {t('confirmation.change')}
              </Link>
            </div>
            <h3 className="mt-4 font-semibold text-muted text-sm">{t('confirmation.shipping')}</h3>
            <AddressLines address={props.shipping} locale={locale} phoneLabel={t('confirmation.phone')} />
            <h3 className="mt-4 font-semibold text-muted text-sm">{t('confirmation.billing')}</h3>
            {props.shipping === props.billing ? (
              <p className="text-soil text-sm">{t('confirmation.sameAsShipping')}</p>
            ) : (
              <AddressLines address={props.billing} locale={locale} phoneLabel={t('confirmation.phone')} />
            )}
          </section>

          <form
            method="get"
            action={localizedPath(locale, page)}
            className="flex flex-wrap items-end gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
          >
            <input type="hidden" name="coordinatorId" value={query.coordinatorId} />
            {query.boxNumber > 0 ? <input type="hidden" name="boxNumber" value={query.boxNumber} /> : null}
            {props.addressId ? <input type="hidden" name="addressId" value={props.addressId} /> : null}
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor="confirm-promotion" className="font-semibold text-soil">
                {cartT('promotion')}
              </label>
              <input
                id="confirm-promotion"
                name="promotionCode"
                defaultValue={query.promotionCode}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={rejected || calc?.promotion ? 'confirm-promotion-message' : undefined}
                aria-invalid={rejected ? true : undefined}
                className="min-h-11 rounded-xl border border-line bg-white px-3 text-soil uppercase"
              />
            </div>
            <button
              type="submit"
              className="min-h-11 rounded-full border border-leaf px-5 font-bold text-leaf-dark hover:bg-leaf hover:text-white"
            >
              {cartT('applyPromotion')}
            </button>
            {rejected || calc?.promotion ? (
              <p
                id="confirm-promotion-message"
                data-testid="promotion-message"
                className={`w-full text-sm ${rejected ? 'font-semibold text-persimmon-dark' : 'text-leaf-dark'}`}
              >
                {rejected
                  ? cartT('promotionRejected', {
                      code: query.promotionCode,
                      message: rejected.reason
                        ? cartT(`promotionReason.${rejected.reason}`)
                        : rejected.message,
                    })
                  : cartT('promotionApplied', { title: calc?.promotion?.title ?? '' })}
              </p>
            ) : null}
          </form>

          {props.repriced ? (
            <div
              role="status"
              data-testid="repriced-notice"
              className="rounded-2xl bg-leaf-light px-5 py-4 text-soil"
            >
              <p className="font-bold">{t(`confirmation.repriced.${props.repriced}.title`)}</p>
              <p className="mt-1 text-sm">{t(`confirmation.repriced.${props.repriced}.body`)}</p>
            </div>
          ) : null}
          {pricing.error && props.repriced !== 'pending' ? (
            <div role="alert" className="rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark">
              <p className="font-bold">{t('confirmation.cannotOrder')}</p>
              <p className="mt-1 text-sm" data-testid="checkout-error">
                {pricing.error}
              </p>
              <Link href="/purchase" className="mt-2 inline-block font-semibold underline underline-offset-2">
                {t('backToCart')}
              </Link>
            </div>
          ) : null}
          {pricing.shippingRefused ? (
            <p
              role="alert"
              className="rounded-2xl bg-persimmon-light px-5 py-4 font-semibold text-persimmon-dark"
            >
              {cartT('shippingUnavailable', { message: pricing.shippingRefused })}
            </p>
          ) : null}
          {props.methodsError ? (
            <p
              role="alert"
              className="rounded-2xl bg-persimmon-light px-5 py-4 font-semibold text-persimmon-dark"
            >
              {props.methodsError}
            </p>
          ) : null}

          <BeforeYouPay now={now} locale={locale} />

          <section
            aria-labelledby="confirm-payment"
            className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
          >
            <h2 id="confirm-payment" className="sr-only">
              {t('place.heading')}
            </h2>
            <CheckoutMessages parts={['place', 'methods', 'delivery']}>
              <PlaceOrderForm
                action={placeProductOrderAction}
                initialState={idleCheckoutState()}
                methods={props.methods}
                blocked={blocked}
                submitLabel={t('place.submit')}
                delivery={{ dates: deliveryDateOptions(now, locale) }}
                consent={await orderConsent()}
                hidden={{
                  who,
                  locale,
                  coordinatorId: query.coordinatorId,
                  boxNumber: String(query.boxNumber),
                  promotionCode: calc?.promotion ? query.promotionCode : '',
                  addressId: props.addressId,
                  requestId: calc?.requestId ?? '',
                  total: String(calc?.total ?? ''),
                }}
              />
            </CheckoutMessages>
          </section>
          <p>
            <Link
              href={checkoutHref(who === 'member' ? 'address' : 'guestAddress', query)}
              className="text-leaf-dark text-sm underline underline-offset-2"
            >
              {t('confirmation.back')}
            </Link>
          </p>
        </div>
        <div>{calc ? <OrderSummary calc={calc} shippingKnown={!pricing.shippingRefused} /> : null}</div>
      </div>
    </div>
  );
}
