/**
 * Which payment methods a checkout takes (docs/rules/checkout-and-payments.md, "Payment methods"),
 * and the raw card check. Pure: checkout reads the kill switch (the method's payment-system status)
 * with the order of its requestId (repeats.ts) and applies `assertMethodStatus`.
 */
import { PaymentMethodType, PaymentSystemStatus } from '@hatake/contract';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';

/** Methods checkout handles: card, konbini, bank transfer, the QR wallets, Paidy, Pay-easy, and FREE for 0 yen. */
export const CHECKOUT_METHODS: ReadonlySet<number> = new Set([
  PaymentMethodType.CREDIT_CARD,
  PaymentMethodType.KONBINI,
  PaymentMethodType.BANK_TRANSFER,
  PaymentMethodType.PAYPAY,
  PaymentMethodType.LINE_PAY,
  PaymentMethodType.MERPAY,
  PaymentMethodType.RAKUTEN_PAY,
  PaymentMethodType.AU_PAY,
  PaymentMethodType.FREE,
  PaymentMethodType.PAIDY,
  PaymentMethodType.PAY_EASY,
]);

/**
 * The chosen method must have a payment-system row (404) that is IN_USE (an OUTAGE is 403), and be
 * one checkout handles (cash on delivery and UNKNOWN → 501).
 */
export const assertMethodStatus = (status: number | null, method: number): void => {
  if (status === null) throw notFound('payment method');
  if (status !== PaymentSystemStatus.IN_USE) {
    throw new DomainError('PermissionDenied', 'this payment method is out of service now; choose another');
  }
  if (!CHECKOUT_METHODS.has(method))
    throw new DomainError('Unimplemented', 'this payment method is not offered yet');
};

/** The method an order is paid with: FREE when there is nothing to pay; FREE with a price is 400. */
export const methodFor = (chosen: number, total: number): number => {
  if (total === 0) return PaymentMethodType.FREE;
  if (chosen === PaymentMethodType.FREE) throw invalidArgument('paymentMethod FREE needs a total of 0');
  return chosen;
};

export type CardInput = {
  number?: string | undefined;
  month?: number | undefined;
  year?: number | undefined;
  verificationValue?: string | undefined;
};

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * A raw card number, when one is sent with CREDIT_CARD, is checked (13–16 digits, Luhn, a 3–4 digit
 * security code, not past the end of its expiry month in Japan) → 400 naming the field. The card
 * data goes no further: the shopper always pays on the provider's hosted page.
 */
export const assertCardReadable = (card: CardInput | undefined, now: Date): void => {
  const number = card?.number ?? '';
  if (number === '') return;
  if (!/^[0-9]{13,16}$/.test(number) || !luhn(number))
    throw invalidArgument('creditCard.number is not a valid card number');
  if (!/^[0-9]{3,4}$/.test(card?.verificationValue ?? '')) {
    throw invalidArgument('creditCard.verificationValue must be 3 or 4 digits');
  }
  const month = card?.month ?? 0;
  const year = card?.year ?? 0;
  if (month < 1 || month > 12 || year < 2000)
    throw invalidArgument('creditCard.month and creditCard.year are required');
  // The card is valid through the last moment of its month, Japan time (UTC+9).
  const end = Date.UTC(year, month, 1) - 9 * 3600 * 1000;
  if (now.getTime() >= end) throw invalidArgument('creditCard has expired');
};
