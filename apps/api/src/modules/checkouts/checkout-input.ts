/** The keys every checkout body shares, as the routes hand them to the use cases. */
import type { CardInput } from './payment-methods.ts';

/** The keys every checkout body has (docs/rules/checkout-and-payments.md, "Request bodies"). */
export type CommonCheckoutInput = {
  requestId: string;
  /** requestDigestOf the body: a repeat of `requestId` with another body is a conflict. */
  requestDigest: string;
  paymentMethod: number;
  callbackUrl: string;
  total: number;
  promotionCode: string;
  orderRequest: string;
  creditCard?: CardInput | undefined;
  /** The `session_id` cookie. */
  sessionId: string;
  /** The buyer's mail language (from Accept-Language). */
  locale: string;
};
