import { PaymentMethodType, PaymentStatus } from '@hatake/contract';

/**
 * Where a payment stands at the provider, in one vocabulary for every provider (each adapter maps
 * its own words onto it). `paid` is money taken (captured); `authorized` is accepted but not yet
 * paid — for a card that is a moment before capture, for konbini or a bank transfer it means "the
 * shopper has a slip and has not paid yet".
 */
export const PAYMENT_STATES = [
  'pending',
  'authorized',
  'paid',
  'failed',
  'expired',
  'canceled',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * How a method is paid (docs/rules/checkout-and-payments.md): `immediate` methods are settled while the
 * shopper is on the provider's page (card, QR wallets, Paidy); `deferred` ones are paid later at a
 * shop, bank or ATM (konbini, bank transfer, Pay-easy), so their authorisation is not yet money;
 * `none` never reaches a provider (cash on delivery, free orders, unknown).
 */
export type PaymentMethodClass = 'immediate' | 'deferred' | 'none';

const METHOD_CLASS: Record<PaymentMethodType, PaymentMethodClass> = {
  [PaymentMethodType.UNKNOWN]: 'none',
  [PaymentMethodType.CASH]: 'none',
  [PaymentMethodType.CREDIT_CARD]: 'immediate',
  [PaymentMethodType.KONBINI]: 'deferred',
  [PaymentMethodType.BANK_TRANSFER]: 'deferred',
  [PaymentMethodType.PAYPAY]: 'immediate',
  [PaymentMethodType.LINE_PAY]: 'immediate',
  [PaymentMethodType.MERPAY]: 'immediate',
  [PaymentMethodType.RAKUTEN_PAY]: 'immediate',
  [PaymentMethodType.AU_PAY]: 'immediate',
  [PaymentMethodType.FREE]: 'none',
  [PaymentMethodType.PAIDY]: 'immediate',
  [PaymentMethodType.PAY_EASY]: 'deferred',
};

export const paymentMethodClass = (method: PaymentMethodType): PaymentMethodClass => METHOD_CLASS[method];

/**
 * The order's payment status (the wire's PaymentStatus, which shares OrderStatus values) for a
 * provider state. Accepted money reads PREPARING (the shop prepares the order); an authorisation of a
 * deferred method is still UNPAID, as the shopper has not paid; failed and expired both read FAILED.
 * COMPLETED is the shop's word (delivered), never the provider's.
 */
export const paymentStatusOf = (state: PaymentState, method: PaymentMethodType): PaymentStatus => {
  switch (state) {
    case 'pending':
      return PaymentStatus.UNPAID;
    case 'authorized':
      return paymentMethodClass(method) === 'deferred' ? PaymentStatus.UNPAID : PaymentStatus.PREPARING;
    case 'paid':
      return PaymentStatus.PREPARING;
    case 'failed':
    case 'expired':
      return PaymentStatus.FAILED;
    case 'canceled':
      return PaymentStatus.CANCELED;
    case 'refunded':
      return PaymentStatus.REFUNDED;
  }
};
