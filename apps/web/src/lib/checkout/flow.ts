import {
  AGE_GROUP_KEYS,
  type AgeGroupCounts,
  isValidCount,
  OrderStatus,
  PaymentMethodType,
  PaymentSystemStatus,
} from '@hatake/contract/values';
import { type Locale, localizedPath } from '../../i18n/routing.ts';
import { cleanPromotionCode } from '../cart/view.ts';

// The checkout's steps, as pure functions (docs/rules/checkout-and-payments.md): which page follows
// which with what query, the payment methods offered, the callback the provider returns to and what
// the complete page makes of a checkout's status. No API calls here.

type RawQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** What every product checkout page carries: whose boxes, which box (0 = all) and the coupon. */
export type CheckoutQuery = {
  coordinatorId: string;
  boxNumber: number;
  promotionCode: string;
};

/** The checkout query of a page's search params; `undefined` without a coordinator. */
export function readCheckoutQuery(raw: RawQuery): CheckoutQuery | undefined {
  const coordinatorId = first(raw.coordinatorId);
  if (!coordinatorId || coordinatorId.length > 64) return undefined;
  const box = Number(first(raw.boxNumber) || '0');
  return {
    coordinatorId,
    boxNumber: Number.isSafeInteger(box) && box > 0 ? box : 0,
    promotionCode: cleanPromotionCode(raw.promotionCode),
  };
}

/** `coordinatorId=…[&boxNumber=…][&promotionCode=…]` plus `extra` (empty values left out). */
export function checkoutSearch(query: CheckoutQuery, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ coordinatorId: query.coordinatorId });
  if (query.boxNumber > 0) search.set('boxNumber', String(query.boxNumber));
  if (query.promotionCode) search.set('promotionCode', query.promotionCode);
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return search.toString();
}

/** The product checkout's pages (storefront pages under `/v1/purchase`, docs/adr/0003). */
export const CHECKOUT_PAGES = {
  auth: '/v1/purchase/auth',
  address: '/v1/purchase/address',
  confirmation: '/v1/purchase/confirmation',
  complete: '/v1/purchase/complete',
  guestAddress: '/v1/purchase/guest/address',
  guestConfirmation: '/v1/purchase/guest/confirmation',
  guestComplete: '/v1/purchase/guest/complete',
} as const;

/** A checkout page's locale-less path with the checkout query (for `Link`/`redirect` of next-intl). */
export function checkoutHref(
  page: keyof typeof CHECKOUT_PAGES,
  query: CheckoutQuery,
  extra?: Record<string, string>,
): string {
  return `${CHECKOUT_PAGES[page]}?${checkoutSearch(query, extra)}`;
}

/**
 * The methods the checkout offers, in display order: card and QR wallets, Paidy, then the deferred
 * konbini, bank transfer and Pay-easy. Cash on delivery (1) answers 501 until the checkout handles
 * it, and FREE (10) is what a zero total becomes by itself, so neither is offered.
 */
export const CHECKOUT_METHODS: readonly number[] = [
  PaymentMethodType.CREDIT_CARD,
  PaymentMethodType.PAYPAY,
  PaymentMethodType.LINE_PAY,
  PaymentMethodType.MERPAY,
  PaymentMethodType.RAKUTEN_PAY,
  PaymentMethodType.AU_PAY,
  PaymentMethodType.PAIDY,
  PaymentMethodType.KONBINI,
  PaymentMethodType.BANK_TRANSFER,
  PaymentMethodType.PAY_EASY,
];

/** The offered methods that `GET /v1/statuses/payments` reports IN_USE, in display order. */
export function offeredMethods(systems: readonly { methodType: number; status: number }[]): number[] {
  const inUse = new Set(
    systems.filter((s) => s.status === PaymentSystemStatus.IN_USE).map((s) => s.methodType),
  );
  return CHECKOUT_METHODS.filter((method) => inUse.has(method));
}

/** A method's class (docs/rules/checkout-and-payments.md, "Payment methods"). */
export function methodClass(method: number): 'immediate' | 'deferred' | 'none' {
  if (
    method === PaymentMethodType.KONBINI ||
    method === PaymentMethodType.BANK_TRANSFER ||
    method === PaymentMethodType.PAY_EASY
  )
    return 'deferred';
  if (
    method === PaymentMethodType.UNKNOWN ||
    method === PaymentMethodType.CASH ||
    method === PaymentMethodType.FREE
  )
    return 'none';
  return 'immediate';
}

/** A chosen method from a form: one of `offered`, else `undefined`. */
export function chosenMethod(raw: unknown, offered: readonly number[]): number | undefined {
  const method = Number(raw);
  return offered.includes(method) ? method : undefined;
}

/**
 * What the complete page shows for a checkout status (docs/rules/checkout-and-payments.md, "Polling
 * the result"): paid for 2–3; canceled for 4–5; failed for 6; for 1 (unpaid) the instructions of a
 * deferred method, else "waiting" while it polls and "pending" (confirmation by e-mail) after.
 */
export type CompleteOutcome = 'paid' | 'waiting' | 'pending' | 'instructions' | 'canceled' | 'failed';

/** Polls of an unpaid immediate payment before the page says the confirmation comes by e-mail. */
export const MAX_POLLS = 8;
/** Milliseconds between two polls. */
export const POLL_INTERVAL_MS = 1500;

export function completeOutcome(status: number, method: number, polls: number): CompleteOutcome {
  switch (status) {
    case OrderStatus.PREPARING:
    case OrderStatus.COMPLETED:
      return 'paid';
    case OrderStatus.CANCELED:
    case OrderStatus.REFUNDED:
      return 'canceled';
    case OrderStatus.FAILED:
      return 'failed';
    case OrderStatus.UNPAID:
      if (methodClass(method) === 'deferred') return 'instructions';
      return polls < MAX_POLLS ? 'waiting' : 'pending';
    default:
      return polls < MAX_POLLS ? 'waiting' : 'pending';
  }
}

/**
 * The absolute URL the payment page returns to (`?session_id=` is added by the provider): the
 * complete page in the shopper's language, carrying the method (for the deferred-payment
 * instructions) and what to go back to.
 */
export function callbackUrl(
  origin: string,
  locale: Locale,
  who: 'member' | 'guest',
  extra: Record<string, string>,
): string {
  const path = localizedPath(
    locale,
    who === 'member' ? CHECKOUT_PAGES.complete : CHECKOUT_PAGES.guestComplete,
  );
  const search = new URLSearchParams(Object.entries(extra).filter(([, value]) => value !== ''));
  const query = search.toString();
  return `${origin.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/**
 * The sandbox's payment page is a page of this storefront at a locale-less path
 * (`/v1/purchase/sandbox/{id}`, which renders Japanese): in English the shopper goes to its `/en`
 * twin. Any other URL (a real provider's page) is left alone.
 */
export function localizeProviderUrl(url: string, locale: Locale, origin: string): string {
  if (locale === 'ja') return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(origin).origin || !parsed.pathname.startsWith('/v1/purchase/')) return url;
  parsed.pathname = localizedPath(locale, parsed.pathname);
  return parsed.toString();
}

/** An experience booking's query: the experience and the five head counts (`adultCount`…). */
export type BookingQuery = { experienceId: string; counts: AgeGroupCounts };

/** The `*Count` parameter of an age group (`adult` → `adultCount`). */
export const countParam = (group: (typeof AGE_GROUP_KEYS)[number]) => `${group}Count`;

/**
 * `?id=…&adultCount=…` of `/experiences/purchase`: `undefined` without an id or with a count that
 * is not 0–10 (a missing count is 0); an all-zero booking is read, and the page asks for a participant.
 */
export function readBookingQuery(raw: RawQuery): BookingQuery | undefined {
  const experienceId = first(raw.id);
  if (!experienceId || experienceId.length > 64) return undefined;
  const counts = {} as AgeGroupCounts;
  for (const group of AGE_GROUP_KEYS) {
    const text = first(raw[countParam(group)]);
    const count = text === '' ? 0 : Number(text);
    if (!/^\d*$/.test(text) || !isValidCount(count)) return undefined;
    counts[group] = count;
  }
  return { experienceId, counts };
}

/** `id=…&adultCount=…` for a booking (zero counts left out). */
export function bookingSearch(query: BookingQuery): string {
  const search = new URLSearchParams({ id: query.experienceId });
  for (const group of AGE_GROUP_KEYS)
    if (query.counts[group] > 0) search.set(countParam(group), String(query.counts[group]));
  return search.toString();
}

/** `yyyy-mm-dd` (a date input) → `yyyymmdd`, `hh:mm` → `hhmm`; anything else → ''. */
export function compactDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/-/g, '') : '';
}
export function compactTime(value: string): string {
  return /^\d{2}:\d{2}$/.test(value) ? value.replace(':', '') : '';
}
