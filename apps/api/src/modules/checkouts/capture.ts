/**
 * Taking the money of an immediate method's authorisation (docs/rules/checkout-and-payments.md,
 * "Capture").
 */
import type { PaymentMethodType } from '@hatake/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { type PaymentState, paymentMethodClass } from '../../payments/payment-state.ts';
import type { CheckoutDeps } from './deps.ts';

/**
 * An immediate method's authorisation: the money is held, not taken. Sessions of immediate methods
 * are opened with manual capture, so checkout captures them; a deferred method's authorisation (a
 * slip) is paid, and captured, by the shopper.
 */
export const awaitsCapture = (state: PaymentState, method: number): boolean =>
  state === 'authorized' && paymentMethodClass(method as PaymentMethodType) === 'immediate';

/**
 * Captures an order's authorised payment, outside any transaction (a network call never holds the
 * order's row lock). The key is the order's, so however many callers capture (a notification, a
 * redelivery with another event id, the poll, the expiry) the provider takes the money once.
 * Answers `paid` when the money was taken; `refused` (the provider said no) and `unavailable` are
 * logged and leave the order UNPAID.
 */
export const captureOrder = async (
  deps: CheckoutDeps,
  orderId: string,
  sessionId: string,
): Promise<'paid' | 'refused' | 'unavailable'> => {
  try {
    const { state } = await deps.payments.capture({ sessionId, idempotencyKey: `capture-${orderId}` });
    if (state === 'paid') return 'paid';
    deps.log.warn({ orderId, state }, 'payment capture did not take the money');
    return 'refused';
  } catch (error) {
    const refused = error instanceof DomainError && error.kind !== 'Unavailable';
    deps.log.warn({ err: error, orderId }, 'payment capture failed; the order stays unpaid');
    return refused ? 'refused' : 'unavailable';
  }
};
