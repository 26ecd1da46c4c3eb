/**
 * Checkout (docs/rules/checkout-and-payments.md, "Product checkout, step by step"): the server
 * prices the purchase again with the cart's own functions, places the order with its stock and
 * coupon in one transaction, and only then opens the provider's session (docs/adr/0006): a provider
 * failure compensates the order. The order id is the requestId, so a repeat answers the same URL.
 */
import { hasVisibleText, OrderStatus, OrderType, PaymentMethodType } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PaymentProviderType } from '../../db/enums.ts';
import { type AddressSnapshot, addresses, orderPayments, orders, users } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import { resultsOrThrow, steps } from '../../lib/steps.ts';
import { withSessionId } from '../../payments/payment-provider.ts';
import {
  type CartOwner,
  includedTax,
  noBox,
  readCartPurchase,
  shippingFeeOf,
  summarize,
  withMergedGuestCart,
} from '../carts/index.ts';
import { effectiveShipping, findCoordinator } from '../coordinators/index.ts';
import { type PromotionRow, promotionForCheckout } from '../promotions/index.ts';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import {
  type Buyer,
  lockOrder,
  moveOrder,
  type NewOrder,
  placeOrder,
  RepeatedCheckout,
} from './order-store.ts';
import { assertCardReadable, assertMethodUsable, type CardInput, methodFor } from './payment-methods.ts';
import { PROVIDER_TYPE } from './settlement.ts';

/** An address as a guest types it (GuestCheckoutAddress). */
export type AddressInput = {
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  postalCode: string;
  prefectureCode: number;
  city: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  phoneNumber: string;
};

/** Who checks out and where the goods go. */
export type CheckoutParty =
  | { kind: 'member'; userId: string; billingAddressId: string; shippingAddressId: string }
  | {
      kind: 'guest';
      email: string;
      billingAddress: AddressInput;
      isSameAddress: boolean;
      shippingAddress: AddressInput | undefined;
    };

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

export type ProductCheckoutInput = CommonCheckoutInput & {
  coordinatorId: string;
  boxNumber: number;
  party: CheckoutParty;
};

const snapshotOf = (address: AddressInput, addressId = ''): AddressSnapshot => ({
  addressId,
  lastname: address.lastname.trim(),
  firstname: address.firstname.trim(),
  lastnameKana: address.lastnameKana,
  firstnameKana: address.firstnameKana,
  postalCode: address.postalCode,
  prefectureCode: address.prefectureCode,
  city: address.city.trim(),
  addressLine1: address.addressLine1.trim(),
  addressLine2: (address.addressLine2 ?? '').trim(),
  phoneNumber: address.phoneNumber,
});

const VISIBLE = ['lastname', 'firstname', 'city', 'addressLine1'] as const;

const assertAddressVisible = (address: AddressSnapshot, field: string) => {
  for (const name of VISIBLE) {
    if (!hasVisibleText(address[name])) throw invalidArgument(`${field}.${name} must not be blank`);
  }
};

/** A member's own saved address as a snapshot; another member's (or a deleted one) is 404. */
const ownAddress = async (db: Executor, userId: string, addressId: string): Promise<AddressSnapshot> => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .limit(1);
  if (!row) throw notFound('address');
  return snapshotOf(row, row.id);
};

/** Billing and shipping snapshots and the buyer (docs: "Who" and "Guests"). */
export const resolveParty = async (
  db: Executor,
  party: CheckoutParty,
  needsShipping: boolean,
): Promise<{ buyer: Buyer; billing: AddressSnapshot; shipping: AddressSnapshot | null }> => {
  if (party.kind === 'member') {
    const billing = await ownAddress(db, party.userId, party.billingAddressId);
    const shipping = needsShipping ? await ownAddress(db, party.userId, party.shippingAddressId) : null;
    return { buyer: { kind: 'member', userId: party.userId }, billing, shipping };
  }
  const billing = snapshotOf(party.billingAddress);
  assertAddressVisible(billing, 'billingAddress');
  let shipping: AddressSnapshot | null = null;
  if (needsShipping) {
    if (party.isSameAddress) shipping = billing;
    else if (!party.shippingAddress)
      throw invalidArgument('shippingAddress is required unless isSameAddress is true');
    else {
      shipping = snapshotOf(party.shippingAddress);
      assertAddressVisible(shipping, 'shippingAddress');
    }
  }
  const buyer: Buyer = {
    kind: 'guest',
    email: party.email.trim().toLowerCase(),
    lastname: billing.lastname,
    firstname: billing.firstname,
    lastnameKana: billing.lastnameKana,
    firstnameKana: billing.firstnameKana,
    phoneNumber: billing.phoneNumber,
  };
  return { buyer, billing, shipping };
};

/** The shopper's identity for finding an existing order: the member, or the guest's session. */
export type Shopper = { userId: string } | { sessionId: string; email: string };
export const shopperOf = (party: CheckoutParty, sessionId: string): Shopper =>
  party.kind === 'member' ? { userId: party.userId } : { sessionId, email: party.email.trim().toLowerCase() };

/**
 * The answer to a checkout whose order exists already (a double click, a retry after a time-out):
 * the same URL, opening the provider session with the same idempotency key if the first request did
 * not get that far. Someone else's requestId is 409; an order that has ended is 412 (price again).
 */
export const answerRepeat = async (
  deps: CheckoutDeps,
  orderId: string,
  shopper: Shopper,
  input: CommonCheckoutInput,
) => {
  const [row] = await deps.db
    .select({ order: orders, payment: orderPayments, email: users.email })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const same =
    'userId' in shopper
      ? row.order.userId === shopper.userId
      : row.order.sessionId === shopper.sessionId && row.email === shopper.email;
  if (!same) throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');
  // Orders placed before the digest was kept have none: they answer as before.
  if (row.order.requestDigest && row.order.requestDigest !== input.requestDigest) {
    throw new DomainError(
      'AlreadyExists',
      'requestId is already used by a checkout with another cart, total, method or callbackUrl: price again for a new one',
    );
  }
  const status = row.order.status;
  if (status === OrderStatus.FAILED || status === OrderStatus.CANCELED || status === OrderStatus.REFUNDED) {
    throw new DomainError(
      'FailedPrecondition',
      'this checkout has ended: price the cart again for a new requestId',
    );
  }
  if (row.payment.redirectUrl) return { url: row.payment.redirectUrl };
  const session = await openSession(
    deps,
    row.order.id,
    row.payment.methodType,
    row.payment.total,
    row.email,
    row.order.billingAddress,
    input,
  );
  return { url: session.redirectUrl };
};

/**
 * Runs `work` (pricing and placing a checkout); when it refuses (400, 412) and an order with this
 * requestId now exists for the same shopper — a concurrent submit won — answers that order's URL.
 */
export const orRepeat = async (
  deps: CheckoutDeps,
  input: CommonCheckoutInput,
  shopper: Shopper,
  work: () => Promise<{ url: string }>,
): Promise<{ url: string }> => {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof DomainError &&
      (error.kind === 'InvalidArgument' || error.kind === 'FailedPrecondition')
    ) {
      const repeat = await answerRepeat(deps, input.requestId, shopper, input).catch(() => null);
      if (repeat) return repeat;
    }
    throw error;
  }
};

/**
 * What every checkout does around its own pricing and placing: the card and the method are checked,
 * a repeat of this requestId answers the first order's URL, and a refusal while pricing that a
 * concurrent submit of the same checkout explains (it took the cart first) answers that one's URL.
 */
export const runCheckout = async (
  deps: CheckoutDeps,
  input: CommonCheckoutInput & { party: CheckoutParty },
  now: Date,
  place: (shopper: Shopper) => Promise<{ url: string }>,
): Promise<{ url: string }> => {
  assertCardReadable(
    input.paymentMethod === PaymentMethodType.CREDIT_CARD ? input.creditCard : undefined,
    now,
  );
  await assertMethodUsable(deps.db, input.paymentMethod);
  const shopper = shopperOf(input.party, input.sessionId);
  const repeat = await answerRepeat(deps, input.requestId, shopper, input);
  if (repeat) return repeat;
  return orRepeat(deps, input, shopper, () => place(shopper));
};

/** Opens (or, with the same key, finds again) the provider session and stores its id and URL. */
const openSession = async (
  deps: CheckoutDeps,
  orderId: string,
  method: number,
  amount: number,
  email: string,
  billing: AddressSnapshot,
  input: Pick<CommonCheckoutInput, 'callbackUrl'>,
) => {
  let session: { sessionId: string; redirectUrl: string };
  try {
    session = await deps.payments.createSession({
      orderId,
      amount,
      currency: 'JPY',
      method: method as PaymentMethodType,
      customer: { email, name: `${billing.lastname} ${billing.firstname}` },
      returnUrl: input.callbackUrl,
      cancelUrl: input.callbackUrl,
      idempotencyKey: orderId,
    });
  } catch (error) {
    if (error instanceof DomainError && error.kind !== 'Unavailable') throw error;
    throw new DomainError(
      'Unavailable',
      'the payment provider cannot be reached; nothing was charged, please try again',
      { cause: error },
    );
  }
  await deps.db
    .update(orderPayments)
    .set({ transactionId: session.sessionId, redirectUrl: session.redirectUrl, updatedAt: new Date() })
    .where(eq(orderPayments.orderId, orderId));
  return session;
};

/** Marks a placed order FAILED (giving its stock, coupon and cart lines back): the compensation of a failed session. */
const failOrder = async (deps: CheckoutDeps, orderId: string): Promise<void> => {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked && locked.order.status === OrderStatus.UNPAID)
      await moveOrder(tx, locked, OrderStatus.FAILED, new Date());
  });
};

/** What the two kinds of checkout hand to `placeAndPay` once they have priced the purchase. */
type PricedCheckout = Omit<NewOrder, 'status' | 'expiresAt' | 'payment' | 'buyer' | 'requestDigest'> & {
  buyer: Buyer;
  email: string;
  summary: { subtotal: number; discount: number; shippingFee: number; total: number };
};

/**
 * Steps 7–8: the order and its stock in one transaction, then the provider session; a failing
 * session compensates the order. A free order is paid at once and answers the callback URL.
 */
export const placeAndPay = async (
  deps: CheckoutDeps,
  priced: PricedCheckout,
  input: CommonCheckoutInput,
  shopper: Shopper,
  now: Date,
): Promise<{ url: string }> => {
  const method = methodFor(input.paymentMethod, priced.summary.total);
  const free = method === PaymentMethodType.FREE;
  const freeUrl = withSessionId(input.callbackUrl, priced.id);
  const order: NewOrder = {
    ...priced,
    requestDigest: input.requestDigest,
    status: free ? OrderStatus.PREPARING : OrderStatus.UNPAID,
    expiresAt: free ? null : new Date(now.getTime() + deps.orderPaymentTimeoutSeconds * 1000),
    payment: {
      providerType: free ? PaymentProviderType.UNKNOWN : PROVIDER_TYPE[deps.payments.name],
      methodType: method,
      ...priced.summary,
      tax: includedTax(priced.summary.total),
      redirectUrl: free ? freeUrl : '',
    },
  };
  const outcome = await steps()
    .step(
      'place-order',
      async () => {
        try {
          return await deps.db.transaction((tx) => placeOrder(tx, order, now));
        } catch (error) {
          if (error instanceof RepeatedCheckout) return null;
          throw error;
        }
      },
      async (placed) => {
        if (placed) await failOrder(deps, order.id);
      },
    )
    .step('open-payment', async ({ 'place-order': placed }) => {
      if (!placed) {
        const repeat = await answerRepeat(deps, order.id, shopper, input);
        if (!repeat) throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');
        return repeat;
      }
      if (free) return { url: freeUrl };
      const session = await openSession(
        deps,
        order.id,
        method,
        priced.summary.total,
        priced.email,
        priced.billingAddress,
        input,
      );
      return { url: session.redirectUrl };
    })
    .run();
  const results = resultsOrThrow(outcome, (failed) =>
    deps.log.error(
      { orderId: order.id, failedStep: failed.failedStep, compensationFailures: failed.compensationFailures },
      'checkout compensation failed: the order needs repair by hand',
    ),
  );
  if (results['place-order'] && free) await sendOrderConfirmation(deps, order.id);
  return results['open-payment'];
};

/**
 * `POST /v1/checkouts/products` and `POST /v1/guests/checkouts/products`: one coordinator's boxes
 * (all, or box `boxNumber`) of the session's cart, priced for the shipping address's prefecture.
 */
export const checkoutProducts = async (
  deps: CheckoutDeps,
  input: ProductCheckoutInput,
  now = new Date(),
): Promise<{ url: string }> => {
  const { db } = deps;
  return runCheckout(deps, input, now, async (shopper) => {
    const { buyer, billing, shipping } = await resolveParty(db, input.party, true);
    if (!shipping) throw invalidArgument('shippingAddress is required');
    await findCoordinator(db, input.coordinatorId);
    const owner: CartOwner = {
      sessionId: input.sessionId,
      userId: input.party.kind === 'member' ? input.party.userId : null,
    };
    await withMergedGuestCart(db, owner, now);
    const purchase = await readCartPurchase(
      db,
      owner,
      { coordinatorId: input.coordinatorId, number: input.boxNumber },
      now,
    );
    const soldOut = () =>
      new DomainError(
        'FailedPrecondition',
        'a product in the cart is sold out or no longer for sale: price the cart again',
      );
    if (purchase.boxes.length === 0) throw purchase.short ? soldOut() : noBox({ number: input.boxNumber });
    const promotion: PromotionRow | null = input.promotionCode
      ? await promotionForCheckout(db, input.promotionCode, input.coordinatorId, now)
      : null;
    const shippingSettings = await effectiveShipping(db, input.coordinatorId);
    const shippingFee = shippingFeeOf(
      shippingSettings,
      purchase.boxes,
      purchase.subtotal,
      shipping.prefectureCode,
    );
    if (shippingFee === null) {
      throw new DomainError(
        'FailedPrecondition',
        `this shop does not ship to prefecture ${shipping.prefectureCode}`,
      );
    }
    const summary = summarize(purchase.subtotal, shippingFee, promotion);
    if (summary.total !== input.total) {
      if (purchase.short) throw soldOut();
      throw invalidArgument('total does not match: the cart or a price changed, price it again');
    }
    const email =
      buyer.kind === 'guest'
        ? buyer.email
        : ((await db.select({ email: users.email }).from(users).where(eq(users.id, buyer.userId)))[0]
            ?.email ?? '');
    return placeAndPay(
      deps,
      {
        id: input.requestId,
        buyer,
        email,
        sessionId: input.sessionId,
        locale: input.locale,
        coordinatorId: input.coordinatorId,
        promotion: promotion ? { id: promotion.id, codeType: promotion.codeType } : null,
        type: OrderType.PRODUCT,
        billingAddress: billing,
        shippingAddress: shipping,
        orderRequest: input.orderRequest,
        boxes: purchase.boxes,
        prices: new Map([...purchase.products].map(([id, row]) => [id, row.price])),
        experience: null,
        summary,
      },
      input,
      shopper,
      now,
    );
  });
};
