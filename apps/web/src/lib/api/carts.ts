import type { CalcCartResponse, CartResponse, PromotionResponse } from '@hatake/contract';
import { pathParam } from './client.ts';
import type { ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';
import { keepingSetCookies, type WithSetCookies } from './set-cookies.ts';

export type { WithSetCookies } from './set-cookies.ts';

// The cart (/v1/carts*, docs/rules/cart-and-boxes.md) and the coupon check the cart page explains
// codes with. Every call takes the cart's client (`{ client }`, lib/cart/server.ts cartApi): the
// cart is the member's when it carries the bearer token, else the guest session's (`session_id`
// cookie). Every call is per shopper: never cached.

/** `GET /v1/carts`: every box of every coordinator, with the coordinators and products they name. */
export function getCart(options: ClientCallOptions): Promise<CartResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<CartResponse>('/v1/carts', rest);
}

/** `POST /v1/carts/-/items`: 403 when the product is not for sale, 412 above the stock. */
export function addCartItem(
  body: { productId: string; quantity: number },
  options: ClientCallOptions,
): Promise<WithSetCookies<void>> {
  const { client, ...rest } = noStoreCall(options);
  return keepingSetCookies(client, (c) => c.post<void>('/v1/carts/-/items', { ...rest, body }));
}

/** `DELETE /v1/carts/-/items/{productId}?number=`: `number` 0 removes the product, N its units in box N. */
export function removeCartItem(
  productId: string,
  number: number,
  options: ClientCallOptions,
): Promise<WithSetCookies<void>> {
  const { client, ...rest } = noStoreCall(options);
  return keepingSetCookies(client, (c) =>
    c.delete<void>(`/v1/carts/-/items/${pathParam('productId', productId)}`, {
      ...rest,
      query: number > 0 ? { number } : {},
    }),
  );
}

export type CalcCartQuery = {
  /** Box number; 0 (or absent) = every box of the coordinator. */
  number?: number;
  /** Destination prefecture code 1–47; 0 (or absent) = not chosen, shipping 0. */
  prefecture?: number;
  /** A coupon code; one that is unknown or unusable here is ignored (`promotion: null`). */
  promotion?: string;
};

/**
 * `GET /v1/carts/{coordinatorId}?number=&prefecture=&promotion=`: the coordinator's boxes priced
 * (subtotal, discount, shipping, total, a fresh requestId). 400 when there is no box to price,
 * 412 when the shop does not ship to the prefecture.
 */
export function calcCart(
  coordinatorId: string,
  params: CalcCartQuery,
  options: ClientCallOptions,
): Promise<CalcCartResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<CalcCartResponse>(`/v1/carts/${pathParam('coordinatorId', coordinatorId)}`, {
    ...rest,
    query: {
      number: params.number || undefined,
      prefecture: params.prefecture || undefined,
      promotion: params.promotion || undefined,
    },
  });
}

/**
 * `GET /v1/promotions/{code}?coordinatorId=`: the promotion when it can be used at that shop now;
 * 404 for an unknown code, 403 with `detail` saying why a known one cannot be used.
 */
export function checkPromotion(
  code: string,
  coordinatorId: string,
  options: ClientCallOptions,
): Promise<PromotionResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<PromotionResponse>(`/v1/promotions/${pathParam('code', code)}`, {
    ...rest,
    query: { coordinatorId },
  });
}
