import type { CalcCartResponse, CartResponse, PromotionResponse } from '@hatake/contract';
import { type ApiClient, pathParam } from './client.ts';
import { noStore } from './no-store.ts';
import { keepingSetCookies, type WithSetCookies } from './set-cookies.ts';

export type { WithSetCookies } from './set-cookies.ts';

// The cart (/v1/carts*, docs/rules/cart-and-boxes.md) and the coupon check the cart page explains
// codes with. The cart is the member's when the client carries the bearer token, else the guest
// session's (`session_id` cookie). Every call is per shopper: never cached.

/** `GET /v1/carts`: every box of every coordinator, with the coordinators and products they name. */
export function getCart(client: ApiClient): Promise<CartResponse> {
  return client.get<CartResponse>('/v1/carts', noStore());
}

/** `POST /v1/carts/-/items`: 403 when the product is not for sale, 412 above the stock. */
export function addCartItem(
  client: ApiClient,
  body: { productId: string; quantity: number },
): Promise<WithSetCookies<void>> {
  return keepingSetCookies(client, (c) => c.post<void>('/v1/carts/-/items', noStore({ body })));
}

/** `DELETE /v1/carts/-/items/{productId}?number=`: `number` 0 removes the product, N its units in box N. */
export function removeCartItem(
  client: ApiClient,
  productId: string,
  number = 0,
): Promise<WithSetCookies<void>> {
  return keepingSetCookies(client, (c) =>
    c.delete<void>(
      `/v1/carts/-/items/${pathParam('productId', productId)}`,
      noStore({ query: number > 0 ? { number } : {} }),
    ),
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
  client: ApiClient,
  coordinatorId: string,
  query: CalcCartQuery = {},
): Promise<CalcCartResponse> {
  return client.get<CalcCartResponse>(
    `/v1/carts/${pathParam('coordinatorId', coordinatorId)}`,
    noStore({
      query: {
        number: query.number || undefined,
        prefecture: query.prefecture || undefined,
        promotion: query.promotion || undefined,
      },
    }),
  );
}

/**
 * `GET /v1/promotions/{code}?coordinatorId=`: the promotion when it can be used at that shop now;
 * 404 for an unknown code, 403 with `detail` saying why a known one cannot be used.
 */
export function checkPromotion(
  client: ApiClient,
  code: string,
  coordinatorId: string,
): Promise<PromotionResponse> {
  return client.get<PromotionResponse>(
    `/v1/promotions/${pathParam('code', code)}`,
    noStore({ query: { coordinatorId } }),
  );
}
