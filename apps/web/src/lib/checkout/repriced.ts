import { ResponseError } from '../api/errors.ts';

/**
 * A confirmation page submitted with a requestId the API already took for another body — the
 * shopper went back from the payment page and changed the method, or the cart changed meanwhile —
 * is answered 409 (docs/rules/checkout-and-payments.md, "Idempotency"). The storefront then prices
 * the cart again, with a fresh requestId, and shows the confirmation page once more with a notice:
 * never the first order's payment for another method, never a second order unseen.
 */

/** The confirmation page's query flag set after such a refusal. */
export const REPRICED_PARAM = 'repriced';

/** Whether a checkout call was refused because its requestId belongs to another checkout (409). */
export function isRequestIdConflict(error: unknown): boolean {
  return error instanceof ResponseError && error.status === 409;
}

/**
 * Which notice the confirmation page shows after the refusal (`checkout.confirmation.repriced.*`):
 * - `updated`: priced again; check the order and confirm once more;
 * - `pending`: nothing left to price — the first order, still waiting for payment, holds the items
 *   (placing an order takes them out of the cart) until it is paid, canceled or expires.
 */
export function repricedNotice(flag: unknown, cartEmpty: boolean): 'updated' | 'pending' | undefined {
  if (flag !== '1') return undefined;
  return cartEmpty ? 'pending' : 'updated';
}
