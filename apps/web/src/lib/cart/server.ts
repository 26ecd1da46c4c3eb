import type { CalcCartResponse, CartResponse } from '@hatake/contract';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { listAddresses } from '../api/addresses.ts';
import { calcCart, checkPromotion, getCart } from '../api/carts.ts';
import type { ApiClient } from '../api/client.ts';
import { errorMessage, type MessageLocale } from '../api/error-messages.ts';
import { ResponseError } from '../api/errors.ts';
import { authedApi, getSession, requestApi } from '../auth/session.ts';
import { type PromotionReason, promotionReason } from './promotion-reason.ts';
import { GUEST_SESSION_COOKIE, guestSessionHeader } from './set-cookie.ts';
import { EMPTY_CART } from './view.ts';

/**
 * The API client of this request's cart, for server rendering and server actions: it carries the
 * shopper's guest `session_id` cookie and, when signed in, the member's bearer token from the sealed
 * session (the API then answers the member's cart and joins the guest cart into it). `hasIdentity`
 * is false when the request has neither: such a shopper has no cart yet.
 */
export async function cartApi(locale?: string): Promise<{ client: ApiClient; hasIdentity: boolean }> {
  const [base, session, store] = await Promise.all([requestApi(locale), getSession(), cookies()]);
  const cookie = guestSessionHeader(store.get(GUEST_SESSION_COOKIE)?.value);
  let client = session ? base.withToken(session.accessToken) : base;
  if (cookie) {
    client = client.withFetch((inner) => (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return inner(input, { ...init, headers });
    });
  }
  return { client, hasIdentity: Boolean(session || cookie) };
}

/**
 * `GET /v1/carts` for this request, once per render (the header badge and the cart page share it).
 * Without a guest session or a member there is no cart, and no call is made (a server-side call
 * would make the API start a session whose cookie never reaches the browser). `error` is the API's
 * refusal when it could not answer: the header then shows no count rather than breaking the page.
 */
export const loadCart = cache(async (): Promise<{ cart: CartResponse; error: unknown }> => {
  const { client, hasIdentity } = await cartApi();
  if (!hasIdentity) return { cart: EMPTY_CART, error: undefined };
  try {
    return { cart: await getCart({ client }), error: undefined };
  } catch (error) {
    console.warn('GET /v1/carts failed', error instanceof Error ? error.message : error);
    return { cart: EMPTY_CART, error };
  }
});

/** The signed-in member's default address's prefecture code, else 0 (signed out, none, or an API problem). */
export async function memberDefaultPrefecture(): Promise<number> {
  const api = await authedApi();
  if (!api) return 0;
  try {
    const { addresses } = await listAddresses({ limit: 1, offset: 0 }, { client: api });
    const first = addresses[0];
    return first?.isDefault ? first.prefectureCode : 0;
  } catch {
    return 0;
  }
}

/** One coordinator's amounts for the cart page, and what the shopper is told about them. */
export type CoordinatorPricing = {
  calc: CalcCartResponse | undefined;
  /** The shop does not ship to the prefecture (412): amounts are shown without shipping. */
  shippingRefused: string;
  /** The amounts could not be computed at all: the catalogue's sentence. */
  error: string;
  /** A code was entered and gives no discount: why (the catalogue's sentence and the reason, if known). */
  promotionRejected: { message: string; reason: PromotionReason | undefined } | undefined;
};

/**
 * `GET /v1/carts/{coordinatorId}?prefecture=&promotion=` for the cart page. A 412 (no shipping to
 * the prefecture) prices again without a destination so the goods still show; a code that gives no
 * discount is explained by `GET /v1/promotions/{code}?coordinatorId=` (404 unknown, 403 with why).
 */
export async function priceCoordinator(
  client: ApiClient,
  coordinatorId: string,
  query: { prefecture: number; promotion: string },
  locale: MessageLocale,
): Promise<CoordinatorPricing> {
  const out: CoordinatorPricing = {
    calc: undefined,
    shippingRefused: '',
    error: '',
    promotionRejected: undefined,
  };
  try {
    out.calc = await calcCart(coordinatorId, query, { client });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 412 && query.prefecture > 0) {
      out.shippingRefused = errorMessage(error, locale);
      try {
        out.calc = await calcCart(coordinatorId, { ...query, prefecture: 0 }, { client });
      } catch (again) {
        out.error = errorMessage(again, locale);
      }
    } else out.error = errorMessage(error, locale);
  }
  if (query.promotion && out.calc && !out.calc.promotion) {
    try {
      await checkPromotion(query.promotion, coordinatorId, { client });
      // Usable by itself, yet no discount: the API ignored it for this cart.
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
