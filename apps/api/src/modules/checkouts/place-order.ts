/**
 * Placing an order (docs/rules/checkout-and-payments.md, "Product checkout, step by step", step 7):
 * in one transaction the guest user, the order with its payment, boxes and items in one statement
 * (its id is the requestId, so a repeat meets it; order-rows.ts), the coupon redemption, the
 * booking, the bought units out of the cart, and last the stock, sent with the COMMIT — the coupon
 * taken by a conditional update and the stock by the products' CHECK, each refusing (412) past its
 * limit.
 */
import type { DeliveryTimeSlot, OrderStatus, OrderType } from '@hatake/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type EndedWith, sqlLiteral } from '../../db/commit-with-last.ts';
import { PromotionCodeType, UserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { onePerHandle } from '../../db/prepared.ts';
import { type AddressSnapshot, orderExperiences, users } from '../../db/schema/index.ts';
import { isCheckViolation } from '../../lib/db-errors.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { removePurchasedLines, type PackedBox as WireBox } from '../carts/index.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { insertOrderRows } from './order-rows.ts';
import { redeemPromotion } from './redeem-promotion.ts';

/** Who pays: a signed-in member, or a guest found or created by e-mail. */
export type Buyer =
  | { kind: 'member'; userId: string }
  | {
      kind: 'guest';
      email: string;
      lastname: string;
      firstname: string;
      lastnameKana: string;
      firstnameKana: string;
      phoneNumber: string;
    };

export type NewOrder = {
  /** The checkout's requestId. */
  id: string;
  /** requestDigestOf the checkout's body (orders.request_digest). */
  requestDigest: string;
  buyer: Buyer;
  /** The `session_id` cookie: the guest's cart and state polling are keyed by it. */
  sessionId: string;
  locale: string;
  coordinatorId: string;
  promotion: { id: string; codeType: number } | null;
  type: OrderType;
  status: typeof OrderStatus.UNPAID | typeof OrderStatus.PREPARING;
  billingAddress: AddressSnapshot;
  shippingAddress: AddressSnapshot | null;
  orderRequest: string;
  /** 配送希望日 (`yyyymmdd`, "" none) and 配送時間帯 (0 none) of a product order; "" and 0 for a booking. */
  deliveryDate: string;
  deliveryTimeSlot: DeliveryTimeSlot;
  expiresAt: Date | null;
  payment: {
    providerType: number;
    methodType: number;
    subtotal: number;
    discount: number;
    shippingFee: number;
    tax: number;
    total: number;
    /** Free orders only: the answer a repeated submit gets. */
    redirectUrl: string;
  };
  /** Product orders: the boxes bought and the unit price of each product. */
  boxes: readonly WireBox[];
  prices: ReadonlyMap<string, number>;
  /** Experience orders: the booking. */
  experience: Omit<typeof orderExperiences.$inferInsert, 'orderId'> | null;
};

/** Thrown inside the order's transaction when its id exists already: the checkout is a repeat. */
export class RepeatedCheckout extends Error {
  constructor() {
    super('the order exists already');
    this.name = 'RepeatedCheckout';
  }
}

/**
 * The guest user of an e-mail address, created on its first checkout; later ones update the names.
 * Prepared once per connection (db/prepared.ts): every column is given, since a value Drizzle
 * makes itself (a new id, an update's time) would be made once, when the statement is built.
 */
const guestUpsertOf = onePerHandle((tx: Executor) =>
  tx
    .insert(users)
    .values({
      id: sql.placeholder('id'),
      type: UserType.GUEST,
      email: sql.placeholder('email'),
      username: sql.placeholder('username'),
      lastname: sql.placeholder('lastname'),
      firstname: sql.placeholder('firstname'),
      lastnameKana: sql.placeholder('lastnameKana'),
      firstnameKana: sql.placeholder('firstnameKana'),
      phoneNumber: sql.placeholder('phoneNumber'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: users.email,
      // The partial unique index's predicate as literals: the server infers the index from it when it
      // plans the statement, and a prepared statement's generic plan has no parameter values then.
      targetWhere: sql`${users.type} = ${sql.raw(String(UserType.GUEST))} and ${users.deletedAt} is null`,
      set: {
        lastname: sql`excluded.lastname`,
        firstname: sql`excluded.firstname`,
        lastnameKana: sql`excluded.lastname_kana`,
        firstnameKana: sql`excluded.firstname_kana`,
        phoneNumber: sql`excluded.phone_number`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: users.id })
    .prepare('checkouts_upsert_guest'),
);

/** The guest user of this e-mail address, created on the first checkout; later ones update the names. */
const upsertGuest = async (tx: Executor, buyer: Extract<Buyer, { kind: 'guest' }>, now: Date) => {
  const [row] = await guestUpsertOf(tx).execute({
    id: newId(),
    email: buyer.email,
    username: `${buyer.lastname} ${buyer.firstname}`,
    lastname: buyer.lastname,
    firstname: buyer.firstname,
    lastnameKana: buyer.lastnameKana,
    firstnameKana: buyer.firstnameKana,
    phoneNumber: buyer.phoneNumber,
    now,
  });
  if (!row) throw new Error('guest upsert returned no row');
  return row.id;
};

/**
 * One product's units out of its stock, as a statement of literals (it travels with the COMMIT, in
 * the simple protocol). Nothing in it checks the stock: `products_inventory_check` (inventory ≥ 0)
 * refuses an update that would go below zero (23514, `isStockShortage`) — the same condition the
 * conditional update had, checked on the row's latest version once its lock is had. The row exists:
 * the order's items reference it (a foreign key, whose check keeps it until the commit).
 */
const takeStock = (productId: string, quantity: number, now: Date): string => {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`bad quantity ${quantity}`);
  return (
    `update "products" set "inventory" = "inventory" - ${quantity}, ` +
    `"updated_at" = ${sqlLiteral(now.toISOString())}::timestamptz where "id" = ${sqlLiteral(productId)}`
  );
};

/** True when `error` is the stock check refusing a checkout's units (takeStock): 412 for the caller. */
export const isStockShortage = (error: unknown): boolean =>
  isCheckViolation(error, 'products_inventory_check');

/** Units per product, sorted by product id so concurrent checkouts lock rows in one order (no deadlock). */
const unitsByProduct = (boxes: readonly WireBox[]): [string, number][] => {
  const units = new Map<string, number>();
  for (const box of boxes)
    for (const item of box.items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/**
 * Places the order in one transaction (checkout step 7): the guest user, the order with its
 * payment, boxes and items (its id is the requestId: a second insert finds it and throws
 * RepeatedCheckout), the coupon redemption, the booking, the bought units out of the cart;
 * the body of `transactionEndingWith`, it answers the stock's updates as the statements to send
 * with the COMMIT (the coupon is taken by a conditional update that refuses (412) past its limit;
 * the stock by the CHECK, `isStockShortage`). Any refusal rolls the whole transaction back.
 */
export const placeOrder = async (
  tx: Executor,
  order: NewOrder,
  now: Date,
): Promise<EndedWith<{ userId: string }>> => {
  const userId = order.buyer.kind === 'member' ? order.buyer.userId : await upsertGuest(tx, order.buyer, now);
  // A ONCE coupon is checked under a lock on the buyer's row, taken before the order insert: the
  // insert's foreign key takes a KEY SHARE lock on that row, and two checkouts holding KEY SHARE
  // that both then asked for FOR UPDATE would deadlock (seen: 15 of 24 parallel checkouts → 500).
  // The guest upsert above has locked the row already.
  if (order.promotion?.codeType === PromotionCodeType.ONCE && order.buyer.kind === 'member')
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // The order, its payment, boxes and items in one statement (order-rows.ts); the coupon after
  // them (its redemption reads this user's other orders, and takes the promotion's row).
  const outcome = await insertOrderRows(tx, order, userId, now);
  if (outcome === 'repeat') throw new RepeatedCheckout();
  // The transaction id is unique across orders: a requestId equal to another order's provider
  // session id is someone else's checkout, not a new one.
  if (outcome === 'payment-taken')
    throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');
  if (order.promotion) await redeemPromotion(tx, order.promotion, userId, order.id);

  if (order.experience) await tx.insert(orderExperiences).values({ orderId: order.id, ...order.experience });

  const units = unitsByProduct(order.boxes);
  if (units.length > 0) {
    const owner = cartOwnerOf(
      userId,
      order.buyer.kind === 'member' ? UserType.MEMBER : UserType.GUEST,
      order.sessionId,
    );
    if (owner) {
      await removePurchasedLines(
        tx,
        owner,
        units.map(([productId, quantity]) => ({ productId, quantity })),
        now,
      );
    }
  }

  // The stock last, sent with the COMMIT (db/commit-with-last.ts): a product's row stays locked
  // from its update to the commit, and every buyer of a product in demand queues for that row, so it
  // is held for these updates and the commit's flush only — no round trip to the API in between (it
  // used to be held across the payment, the boxes and the cart's writes, then across one round trip).
  // The rows are taken in product id order, after the coupon's and the cart's (docs/adr/0020).
  return {
    value: { userId },
    last: units.map(([productId, quantity]) => takeStock(productId, quantity, now)),
  };
};
