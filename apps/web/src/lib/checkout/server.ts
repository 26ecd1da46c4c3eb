import type { CalcCartResponse } from '@hatake/contract';
import { getTranslations } from 'next-intl/server';
import { calcCart, checkPromotion } from '../api/carts.ts';
import type { ApiClient } from '../api/client.ts';
import { getPaymentStatuses } from '../api/endpoints.ts';
import { errorMessage, type MessageLocale } from '../api/error-messages.ts';
import { ResponseError } from '../api/errors.ts';
import { type PromotionReason, promotionReason } from '../cart/promotion-reason.ts';
import { type CheckoutQuery, offeredMethods } from './flow.ts';

/** The checkout's amounts for one marche, and what the shopper is told about them. */
export type CheckoutPricing = {
  calc: CalcCartResponse | undefined;
  /** The catalogue's sentence when the amounts could not be computed (no box left: 400…). */
  error: string;
  /**
   * The cart holds nothing of this marche (as after paying for it, when the browser goes back):
   * the page says so instead of showing a form that can only fail.
   */
  empty: boolean;
  /** The shop does not ship to that prefecture (412): nothing can be ordered there. */
  shippingRefused: string;
  /** A code was given and gives no discount: the catalogue's sentence and, if known, why. */
  promotionRejected: { message: string; reason: PromotionReason | undefined } | undefined;
};

/**
 * The API's answer when the cart holds no box of the marche (apps/api carts/purchase.ts `noBox`):
 * 400 with this detail, the only way the contract tells it from other 400s.
 */
const hasNoBox = (error: unknown): boolean =>
  error instanceof ResponseError && error.status === 400 && /^the cart has no box\b/.test(error.detail);

/**
 * `GET /v1/carts/{coordinatorId}?number=&prefecture=&promotion=` for a checkout page: the boxes the
 * checkout will buy, priced for the destination (0 = not chosen yet). A 412 for the prefecture
 * prices again without it so the goods still show, and says why nothing can be ordered; a code that
 * gives no discount is explained by `GET /v1/promotions/{code}` (as on the cart page).
 */
export async function priceCheckout(
  client: ApiClient,
  query: CheckoutQuery,
  prefecture: number,
  locale: MessageLocale,
): Promise<CheckoutPricing> {
  const out: CheckoutPricing = {
    calc: undefined,
    error: '',
    empty: false,
    shippingRefused: '',
    promotionRejected: undefined,
  };
  const ask = (prefectureCode: number) =>
    calcCart(
      query.coordinatorId,
      { number: query.boxNumber, prefecture: prefectureCode, promotion: query.promotionCode },
      { client },
    );
  try {
    out.calc = await ask(prefecture);
  } catch (error) {
    if (error instanceof ResponseError && error.status === 412 && prefecture > 0) {
      out.shippingRefused = errorMessage(error, locale);
      try {
        out.calc = await ask(0);
      } catch (again) {
        out.error = errorMessage(again, locale);
      }
    } else if (hasNoBox(error)) out.empty = true;
    else out.error = errorMessage(error, locale);
  }
  if (out.calc && out.calc.carts.length === 0) out.empty = true;
  if (out.empty) {
    out.error = (await getTranslations({ locale, namespace: 'checkout.errors' }))('emptyCart');
    out.calc = undefined;
  }
  if (query.promotionCode && out.calc && !out.calc.promotion) {
    try {
      await checkPromotion(query.promotionCode, query.coordinatorId, { client });
      out.promotionRejected = { message: errorMessage(new ResponseError(412), locale), reason: undefined };
    } catch (error) {
      out.promotionRejected = {
        message: errorMessage(error, locale),
        reason:
          error instanceof ResponseError && error.status === 403 ? promotionReason(error.detail) : undefined,
      };
    }
  }
  return out;
}

/** The methods to offer (lib/checkout/flow.ts), or none when the statuses cannot be read. */
export async function loadMethods(client: ApiClient): Promise<{ methods: number[]; error: unknown }> {
  try {
    const { systems } = await getPaymentStatuses({ client });
    return { methods: offeredMethods(systems), error: undefined };
  } catch (error) {
    return { methods: [], error };
  }
}
