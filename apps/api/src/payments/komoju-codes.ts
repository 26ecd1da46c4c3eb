import { PaymentMethodType } from '@hatake/contract';
import type { PaymentEvent } from './payment-provider.ts';
import type { PaymentState } from './payment-state.ts';

/**
 * KOMOJU's words and ours. The slugs are those of KOMOJU's API reference (payment types, payment and
 * session statuses: the `PaymentType`, `PaymentStatus` and `SessionStatus` enums of KOMOJU's
 * generated SDK) and of its webhook documentation (doc.komoju.com/docs/webhooks, event list).
 */

/** The KOMOJU payment type offered for each of our methods; none for cash, free and unknown. */
export const KOMOJU_PAYMENT_TYPE: Readonly<Record<PaymentMethodType, string | undefined>> = {
  [PaymentMethodType.UNKNOWN]: undefined,
  [PaymentMethodType.CASH]: undefined,
  [PaymentMethodType.CREDIT_CARD]: 'credit_card',
  [PaymentMethodType.KONBINI]: 'konbini',
  [PaymentMethodType.BANK_TRANSFER]: 'bank_transfer',
  [PaymentMethodType.PAYPAY]: 'paypay',
  [PaymentMethodType.LINE_PAY]: 'linepay',
  [PaymentMethodType.MERPAY]: 'merpay',
  [PaymentMethodType.RAKUTEN_PAY]: 'rakutenpay',
  [PaymentMethodType.AU_PAY]: 'aupay',
  [PaymentMethodType.FREE]: undefined,
  [PaymentMethodType.PAIDY]: 'paidy',
  [PaymentMethodType.PAY_EASY]: 'pay_easy',
};

/** Our method for a KOMOJU payment type (the reverse of the table above). */
export const methodOfKomojuType = (type: string): PaymentMethodType | undefined =>
  Object.values(PaymentMethodType).find((method) => KOMOJU_PAYMENT_TYPE[method] === type);

/**
 * A KOMOJU payment status as our payment state. KOMOJU's `failed` is one failed attempt, and its
 * documentation says the attempt may be retried on the same session; whoever fails the order on it
 * should read the session first (readSession), which answers the session's latest payment.
 */
export const KOMOJU_PAYMENT_STATE: Readonly<Record<string, PaymentState | undefined>> = {
  pending: 'pending',
  authorized: 'authorized',
  captured: 'paid',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'canceled',
  refunded: 'refunded',
};

/**
 * The webhook events we act on. Others (`ping`, `payment.updated`, `payment.refund.created`,
 * customer, subscription and settlement events) are acknowledged and ignored: `payment.refunded`
 * carries the refund's outcome.
 */
export const KOMOJU_EVENT_KIND: Readonly<Record<string, PaymentEvent['kind'] | undefined>> = {
  'payment.authorized': 'authorized',
  'payment.captured': 'paid',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'payment.cancelled': 'canceled',
  'payment.refunded': 'refunded',
};
