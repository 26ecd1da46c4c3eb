import { PaymentMethodType, PaymentSystemStatus } from '../../enums.ts';

const { IN_USE, OUTAGE } = PaymentSystemStatus;

/** Every payment method with its kill-switch status; MERPAY is down so the outage is visible. */
export const PAYMENT_SYSTEMS: { methodType: number; status: number }[] = [
  { methodType: PaymentMethodType.CASH, status: OUTAGE },
  { methodType: PaymentMethodType.CREDIT_CARD, status: IN_USE },
  { methodType: PaymentMethodType.KONBINI, status: IN_USE },
  { methodType: PaymentMethodType.BANK_TRANSFER, status: IN_USE },
  { methodType: PaymentMethodType.PAYPAY, status: IN_USE },
  { methodType: PaymentMethodType.LINE_PAY, status: IN_USE },
  { methodType: PaymentMethodType.MERPAY, status: OUTAGE },
  { methodType: PaymentMethodType.RAKUTEN_PAY, status: IN_USE },
  { methodType: PaymentMethodType.AU_PAY, status: IN_USE },
  { methodType: PaymentMethodType.FREE, status: IN_USE },
  { methodType: PaymentMethodType.PAIDY, status: IN_USE },
  { methodType: PaymentMethodType.PAY_EASY, status: IN_USE },
];
