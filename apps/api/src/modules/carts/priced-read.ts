/**
 * Everything pricing one coordinator's boxes reads, in two prepared statements sent together
 * (docs/performance.md, target 5): the shop's — the coordinator (not deleted), the shipping
 * settings it charges by, the promotion of the code typed (if any) — and the cart's — its lines
 * of this coordinator's products, with the products and each product's star counts (the other
 * coordinators' lines were read, mapped and rated too, then dropped by the packing: with a cart of
 * three shops, about half the rows). The priced cart and checkout both read
 * through it, on every call: nothing is cached, only the SQL text — each statement is built by
 * Drizzle once per database handle and sent by name, so node-postgres parses it once per
 * connection and Drizzle does not build it again per call. It was five statements in two
 * sequential steps, each built per call (their building, writes and parses dominated the profile).
 * One statement joining all of it was tried: it repeated the shop's row (the shipping settings'
 * rate lists are JSON) on every line, and a 10-unit cart cost about a quarter more CPU per call
 * than these two.
 */
import type { Rate, Shipping } from '@hatake/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onePerHandle } from '../../db/prepared.ts';
import { cartItems, carts, coordinators, products, promotions, shippings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { effectiveShippingId, shippingOf } from '../coordinators/index.ts';
import type { PromotionRow } from '../promotions/index.ts';
import { productStarCounts, rateOfStars } from '../reviews/index.ts';
import { type CartContents, contentsOf } from './contents.ts';
import { type CartOwner, cartKeyOf } from './identity.ts';

export type CoordinatorRow = typeof coordinators.$inferSelect;

export type PricedCartRead = {
  coordinator: CoordinatorRow;
  shipping: Shipping;
  /** The typed code's promotion row (not deleted), whether or not it can be used here: the caller's rule decides. */
  promotion: PromotionRow | null;
  /**
   * The cart's lines of this coordinator's products (not deleted), with the products: all that
   * pricing its boxes looks at — boxes are packed and numbered per coordinator, and a line whose
   * product is deleted or another coordinator's is in none of them (`purchaseOf`).
   */
  contents: CartContents;
  /** The rating of every product in `contents.rows`. */
  rates: Map<string, Rate>;
};

const buildShop = (db: Database) =>
  db
    .select({ coordinator: coordinators, shipping: shippings, promotion: promotions })
    .from(coordinators)
    .leftJoin(shippings, eq(shippings.id, effectiveShippingId(coordinators.id)))
    .leftJoin(
      promotions,
      and(eq(promotions.code, sql.placeholder('promotionCode')), isNull(promotions.deletedAt)),
    )
    .where(and(eq(coordinators.id, sql.placeholder('coordinatorId')), isNull(coordinators.deletedAt)))
    .prepare('carts_priced_shop');

const buildLines = (db: Database) =>
  db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      product: products,
      stars: productStarCounts(products.id),
    })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(
      products,
      and(
        eq(products.id, cartItems.productId),
        isNull(products.deletedAt),
        eq(products.coordinatorId, sql.placeholder('coordinatorId')),
      ),
    )
    .where(eq(carts.sessionId, sql.placeholder('cartKey')))
    .orderBy(cartItems.createdAt, cartItems.productId)
    .prepare('carts_priced_lines');

const build = (db: Database) => ({ shop: buildShop(db), lines: buildLines(db) });

// One prepared statement per database handle (tests open many).
const statementsOf = onePerHandle(build);

/**
 * The priced cart's reads for `owner`'s cart and `coordinatorId`'s shop; the promotion is looked
 * up by `promotionCode` ("" = none; codes are 8 characters, unique). 404 without the coordinator.
 */
export const readPricedCart = async (
  db: Database,
  owner: CartOwner,
  coordinatorId: string,
  promotionCode: string,
): Promise<PricedCartRead> => {
  const statement = statementsOf(db);
  // Side by side: on PostgreSQL each takes its own pooled connection (one round trip of waiting).
  const [[first], rows] = await Promise.all([
    statement.shop.execute({ coordinatorId, promotionCode }),
    statement.lines.execute({ cartKey: cartKeyOf(owner), coordinatorId }),
  ]);
  if (!first) throw notFound('coordinator');
  const rates = new Map<string, Rate>();
  for (const row of rows) rates.set(row.product.id, rateOfStars(row.stars));
  return {
    coordinator: first.coordinator,
    shipping: shippingOf(first.shipping),
    promotion: first.promotion,
    contents: contentsOf(rows),
    rates,
  };
};
