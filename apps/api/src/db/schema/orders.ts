import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators } from './coordinators.ts';
import { experiences } from './experiences.ts';
import { products } from './products.ts';
import { promotions } from './promotions.ts';
import { staffAccounts } from './staff.ts';
import { users } from './users.ts';

/** Copy of an address as it was when the order was placed (later edits do not change orders). */
export type AddressSnapshot = {
  /** The saved address it was copied from ("" for guest checkout). */
  addressId: string;
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  postalCode: string;
  prefectureCode: number;
  city: string;
  addressLine1: string;
  addressLine2: string;
  phoneNumber: string;
};

/**
 * An order. The id is the checkout's `requestId`, so a repeated submit hits the primary key and
 * returns the existing transaction (idempotency). `status` holds the OrderStatus values of docs/data-model.md.
 */
export const orders = pgTable(
  'orders',
  {
    /** = requestId of the cart/experience calculation */
    id: text('id').primaryKey(),
    /** Members and guests are both users (guests are upserted by e-mail). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Guest session cookie at checkout; guest state polling and cart clean-up use it. */
    sessionId: text('session_id').notNull().default(''),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    promotionId: text('promotion_id').references(() => promotions.id),
    /** OrderType */
    type: integer('type').notNull(),
    /** OrderStatus (docs/data-model.md) */
    status: integer('status').notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    /** null for experience orders */
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    /** The buyer's mail language at checkout (`ja`/`en`): the payment mails are sent after the request. */
    locale: text('locale').notNull().default('ja'),
    /** Free text from the buyer (≤256). */
    orderRequest: text('order_request').notNull().default(''),
    /**
     * 配送希望日 of a product order, `yyyymmdd`, or "" for no preference (always "" for a booking;
     * docs/rules/checkout-and-payments.md, "Delivery date and time slot").
     */
    deliveryDate: text('delivery_date').notNull().default(''),
    /** 配送時間帯: DeliveryTimeSlot (0 = no preference). */
    deliveryTimeSlot: integer('delivery_time_slot').notNull().default(0),
    /**
     * SHA-256 of the checkout body that placed the order (canonical JSON, without card data): a
     * repeat of the requestId with another body is a conflict, not the first order's answer. ""
     * for orders placed before it was kept.
     */
    requestDigest: text('request_digest').notNull().default(''),
    /** Message from the shop when shipped (≤2000). */
    shippingMessage: text('shipping_message').notNull().default(''),
    /** Unpaid orders past this instant expire and release their stock. */
    expiresAt: timestamptz('expires_at'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('orders_session_id_idx').on(t.sessionId),
    index('orders_coordinator_id_idx').on(t.coordinatorId, t.createdAt),
    index('orders_promotion_id_idx').on(t.promotionId),
    index('orders_status_expires_at_idx').on(t.status, t.expiresAt),
    index('orders_created_at_idx').on(t.createdAt),
    check('orders_delivery_time_slot_check', sql`${t.deliveryTimeSlot} between 0 and 5`),
  ],
);

/** The payment of an order (one per order). `status` holds the PaymentStatus values of docs/data-model.md. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** PaymentProviderType */
    providerType: integer('provider_type').notNull(),
    /** Provider session / transaction id (= order id for free orders). */
    transactionId: text('transaction_id').notNull(),
    /** Provider payment id once known. */
    paymentId: text('payment_id').notNull().default(''),
    /** The redirect URL returned by checkout; a repeated submit returns it again. */
    redirectUrl: text('redirect_url').notNull().default(''),
    /** PaymentMethodType */
    methodType: integer('method_type').notNull(),
    /** OrderStatus values (docs/data-model.md, "Orders and payments") */
    status: integer('status').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** Consumption tax contained in the total (floor(total / 1.1 × 0.1)). */
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    orderedAt: timestamptz('ordered_at').notNull(),
    paidAt: timestamptz('paid_at'),
    capturedAt: timestamptz('captured_at'),
    failedAt: timestamptz('failed_at'),
    canceledAt: timestamptz('canceled_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Time of the newest applied provider event; older events are ignored (out-of-order delivery). */
    lastEventAt: timestamptz('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_payments_transaction_id_uq').on(t.transactionId),
    check(
      'order_payments_amount_check',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shippingFee} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/** Provider notifications already processed (webhook idempotency). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** Provider event id */
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerType: integer('provider_type').notNull(),
    eventType: text('event_type').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_order_id_idx').on(t.orderId)],
);

/** One shipped box of a product order (one per cart box). */
export const orderFulfillments = pgTable(
  'order_fulfillments',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** FulfillmentStatus */
    status: integer('status').notNull().default(1),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** ShippingCarrier */
    shippingCarrier: integer('shipping_carrier').notNull().default(0),
    /** ShippingType */
    shippingType: integer('shipping_type').notNull(),
    boxNumber: integer('box_number').notNull(),
    /** ShippingSize */
    boxSize: integer('box_size').notNull(),
    /** Occupancy % */
    boxRate: integer('box_rate').notNull(),
    shippedAt: timestamptz('shipped_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_fulfillments_order_id_idx').on(t.orderId)],
);

/** A product line of an order, with the unit price paid. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fulfillmentId: text('fulfillment_id')
      .notNull()
      .references(() => orderFulfillments.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Unit price paid, JPY tax incl. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_fulfillment_id_idx').on(t.fulfillmentId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0 and ${t.price} >= 0`),
  ],
);

/** The booking of an experience order: head counts and the unit prices paid per age group. */
export const orderExperiences = pgTable(
  'order_experiences',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    experienceId: text('experience_id')
      .notNull()
      .references(() => experiences.id),
    adultCount: integer('adult_count').notNull().default(0),
    adultPrice: integer('adult_price').notNull().default(0),
    juniorHighSchoolCount: integer('junior_high_school_count').notNull().default(0),
    juniorHighSchoolPrice: integer('junior_high_school_price').notNull().default(0),
    elementarySchoolCount: integer('elementary_school_count').notNull().default(0),
    elementarySchoolPrice: integer('elementary_school_price').notNull().default(0),
    preschoolCount: integer('preschool_count').notNull().default(0),
    preschoolPrice: integer('preschool_price').notNull().default(0),
    seniorCount: integer('senior_count').notNull().default(0),
    seniorPrice: integer('senior_price').notNull().default(0),
    transportation: text('transportation').notNull().default(''),
    /** `yyyymmdd` or "" */
    requestedDate: text('requested_date').notNull().default(''),
    /** `hhmm` or "" */
    requestedTime: text('requested_time').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_experiences_experience_id_idx').on(t.experienceId)],
);

/**
 * Cancellations and refunds of an order's payment. The wire `refund` is their aggregate: total =
 * Σ total, type/reason of the latest, canceled = payment status CANCELED or REFUNDED.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** OrderRefundType (@hatake/contract) */
    type: integer('type').notNull(),
    total: integer('total').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId),
    check('order_refunds_total_check', sql`${t.total} >= 0`),
  ],
);

/**
 * A console cancellation of a whole order (docs/console-orders.md#cancel-and-refund): at most one
 * per order (the primary key is the claim two double clicks race for). PENDING while the payment
 * provider is asked (refund, or closing an unpaid session), DONE once the order has moved and its
 * stock and coupon went back; a PENDING claim older than a minute is taken over (the provider call
 * carries one idempotency key per order, so asking again never refunds twice).
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The console account that asked. */
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** 1 PENDING (the provider is being asked), 2 DONE */
    state: integer('state').notNull().default(1),
    /** What the provider is asked: 1 REFUND (money taken), 2 VOID (close an unpaid session), 3 NONE (nothing paid) */
    action: integer('action').notNull(),
    /** Whether the order's units go back to stock (the shop's choice; the coupon use always goes back). */
    restock: boolean('restock').notNull().default(true),
    reason: text('reason').notNull().default(''),
    /** Integer yen the provider gave back (0 for VOID and NONE). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [check('order_cancellations_amount_check', sql`${t.refundedAmount} >= 0`)],
);
