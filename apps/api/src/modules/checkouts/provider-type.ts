/** Which provider an order's payment was opened at (order_payments.provider_type). */
import { PaymentProviderType } from '../../db/enums.ts';
import type { PaymentProviderName } from '../../payments/payment-provider.ts';
import type { CheckoutDeps } from './deps.ts';

/** The stored provider type of each adapter (order_payments.provider_type). */
export const PROVIDER_TYPE: Record<PaymentProviderName, number> = {
  sandbox: PaymentProviderType.SANDBOX,
  komoju: PaymentProviderType.KOMOJU,
};

/** Whether this order's payment was opened at the active provider (a free order has none). */
export const atActiveProvider = (
  deps: CheckoutDeps,
  payment: { providerType: number; transactionId: string; orderId: string },
) => payment.providerType === PROVIDER_TYPE[deps.payments.name] && payment.transactionId !== payment.orderId;
