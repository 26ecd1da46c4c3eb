/**
 * The cart's calls (docs/rules/cart-and-boxes.md): read the boxes, add, remove, and price one
 * coordinator's boxes. Lines are stored; boxes are packed on every read by `packCart`.
 */
import {
  type CalcCartResponse,
  type CartResponse,
  type Coordinator,
  type Product,
  ProductStatus,
  type Promotion,
} from '@hatake/contract';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { cartItems, carts, products } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, effectiveShipping, findCoordinator } from '../coordinators/index.ts';
import { presentProduct, productStatus } from '../products/index.ts';
import { findUsablePromotion } from '../promotions/index.ts';
import { productRates } from '../reviews/index.ts';
import {
  type CartOwner,
  cartKeyOf,
  findCartId,
  hasGuestCart,
  lockCartForWrite,
  lockExistingCart,
  mergeGuestCart,
} from './identity.ts';
import { type CartLine, type PackableProduct, type PackedBox, packCart } from './packing.ts';
import { shippingFeeOf, summarize } from './pricing.ts';

type ProductRow = typeof products.$inferSelect;

/** The cart's lines and the (not deleted) products they name. */
type CartContents = { lines: CartLine[]; rows: Map<string, ProductRow> };

const readContents = async (db: Executor, owner: CartOwner): Promise<CartContents> => {
  const cartId = await findCartId(db, cartKeyOf(owner));
  if (!cartId) return { lines: [], rows: new Map() };
  const lines = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.createdAt, cartItems.productId);
  if (lines.length === 0) return { lines, rows: new Map() };
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        isNull(products.deletedAt),
      ),
    );
  return { lines, rows: new Map(rows.map((row) => [row.id, row])) };
};

/**
 * What can be bought of the stored lines now: products for sale, at most their stock. The other
 * lines stay stored (they come back with the product) and their products are still side-loaded,
 * so the storefront can say why they are missing from the boxes.
 */
export const buyableLines = (contents: CartContents, now: Date): CartLine[] =>
  contents.lines.flatMap((line) => {
    const row = contents.rows.get(line.productId);
    if (!row || productStatus(row, now) !== ProductStatus.FOR_SALE) return [];
    const quantity = Math.min(line.quantity, row.inventory);
    return quantity > 0 ? [{ productId: line.productId, quantity }] : [];
  });

const packOf = (contents: CartContents, now: Date): PackedBox[] => {
  const packable = new Map<string, PackableProduct>([...contents.rows].map(([id, row]) => [id, row]));
  return packCart(buyableLines(contents, now), packable);
};

const present = async (db: Executor, rows: readonly ProductRow[], now: Date): Promise<Product[]> => {
  const rates = await productRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentProduct(row, rates.get(row.id), now));
};

/**
 * The signed-in member's earlier guest cart joins theirs before anything is read or written: every
 * cart call starts with it, and so does checkout before it reads the cart.
 */
export const withMergedGuestCart = async (db: Database, owner: CartOwner, now: Date): Promise<void> => {
  if (!(await hasGuestCart(db, owner))) return;
  await db.transaction((tx) => mergeGuestCart(tx, owner, now));
};

/** `GET /v1/carts`: every box, with the coordinators and products they reference. */
export const getCart = async (db: Database, owner: CartOwner, now = new Date()): Promise<CartResponse> => {
  await withMergedGuestCart(db, owner, now);
  const contents = await readContents(db, owner);
  const boxes = packOf(contents, now);
  const rows = [...contents.rows.values()];
  return {
    carts: boxes,
    coordinators: await coordinatorsByIds(
      db,
      rows.map((row) => row.coordinatorId),
    ),
    products: await present(db, rows, now),
  };
};

/**
 * `POST /v1/carts/-/items`: adds `quantity` of a product. Only a product for sale can be carted
 * (403), and the cart may never hold more of it than its stock (412). The cart row is locked for
 * the check and the write, so concurrent adds to one cart are counted one after another.
 */
export const addItem = async (
  db: Database,
  owner: CartOwner,
  item: { productId: string; quantity: number },
  now = new Date(),
): Promise<void> => {
  await withMergedGuestCart(db, owner, now);
  await db.transaction(async (tx) => {
    const cartId = await lockCartForWrite(tx, owner, now);
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, item.productId), isNull(products.deletedAt)))
      .limit(1);
    if (!product || productStatus(product, now) === ProductStatus.UNKNOWN) throw notFound('product');
    if (productStatus(product, now) !== ProductStatus.FOR_SALE) {
      throw new DomainError('PermissionDenied', 'product is not for sale now');
    }
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, item.productId)));
    const inCart = line?.quantity ?? 0;
    if (inCart + item.quantity > product.inventory) {
      throw new DomainError(
        'FailedPrecondition',
        `quantity exceeds the stock: ${product.inventory} in stock, ${inCart} already in the cart`,
      );
    }
    if (line) {
      await tx
        .update(cartItems)
        .set({ quantity: inCart + item.quantity, updatedAt: now })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, item.productId)));
    } else {
      await tx.insert(cartItems).values({ cartId, productId: item.productId, quantity: item.quantity });
    }
  });
};

/**
 * `DELETE /v1/carts/-/items/{productId}?number=N`: `number` 0 removes the product from the cart;
 * N removes only the units of it packed into box N of its coordinator. Removing what is not there
 * changes nothing.
 */
export const removeItem = async (
  db: Database,
  owner: CartOwner,
  productId: string,
  number: number,
  now = new Date(),
): Promise<void> => {
  await withMergedGuestCart(db, owner, now);
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (!cartId) return;
    const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId));
    if (number === 0) {
      await tx.delete(cartItems).where(where);
      return;
    }
    const contents = await readContents(tx, owner);
    const coordinatorId = contents.rows.get(productId)?.coordinatorId;
    const box = packOf(contents, now).find((b) => b.coordinatorId === coordinatorId && b.number === number);
    const inBox = box?.items.find((line) => line.productId === productId)?.quantity ?? 0;
    const stored = contents.lines.find((line) => line.productId === productId)?.quantity ?? 0;
    if (inBox === 0) return;
    if (stored - inBox <= 0) await tx.delete(cartItems).where(where);
    else
      await tx
        .update(cartItems)
        .set({ quantity: stored - inBox, updatedAt: now })
        .where(where);
  });
};

export type CalcCartInput = { coordinatorId: string; number: number; prefecture: number; promotion: string };

/** What a shopper buys of one coordinator's boxes: the boxes, their lines merged, their products and price. */
export type CartPurchase = {
  boxes: PackedBox[];
  /** The boxes' lines merged by product. */
  items: CartLine[];
  /** The products of `items`, by id. */
  products: Map<string, ProductRow>;
  /** Σ unit price × quantity of `items`. */
  subtotal: number;
  /**
   * Some stored line of this coordinator is not bought whole now: its product is no longer for sale
   * or it holds more than the stock. Checkout tells a sold-out cart (412) from a changed one (400) by it.
   */
  short: boolean;
};

/** The boxes of `selection` in the cart: every box of the coordinator, or box `number`; none → 400. */
const noBox = (selection: { number: number }) =>
  invalidArgument(
    selection.number === 0
      ? 'the cart has no box of this coordinator'
      : `the cart has no box ${selection.number} of this coordinator`,
  );

/**
 * One coordinator's boxes of the cart (all, or box `number`) as they are priced and bought: packed
 * by `packCart` from what can be bought now (`boxes` may be empty). The cart page and checkout both
 * read a purchase through this function, so the shopper pays for exactly the boxes they were shown.
 */
export const readCartPurchase = async (
  db: Executor,
  owner: CartOwner,
  selection: { coordinatorId: string; number: number },
  now: Date,
): Promise<CartPurchase> => {
  const contents = await readContents(db, owner);
  const boxes = packOf(contents, now).filter(
    (box) =>
      box.coordinatorId === selection.coordinatorId &&
      (selection.number === 0 || box.number === selection.number),
  );
  const items = mergeLines(boxes.flatMap((box) => box.items));
  const products = new Map(
    items.flatMap((line) => {
      const row = contents.rows.get(line.productId);
      return row ? [[row.id, row] as const] : [];
    }),
  );
  const subtotal = items.reduce(
    (sum, line) => sum + (products.get(line.productId)?.price ?? 0) * line.quantity,
    0,
  );
  const buyable = new Map(buyableLines(contents, now).map((line) => [line.productId, line.quantity]));
  const short = contents.lines.some((line) => {
    const row = contents.rows.get(line.productId);
    return (
      row?.coordinatorId === selection.coordinatorId && (buyable.get(line.productId) ?? 0) < line.quantity
    );
  });
  return { boxes, items, products, subtotal, short };
};

export { noBox };

/**
 * `GET /v1/carts/{coordinatorId}`: the price of one coordinator's boxes (all, or box `number`) to
 * `prefecture` (0 = not chosen: no fee yet) with the promotion code applied when it can be used at
 * this shop now (otherwise ignored). `requestId` is new on every call: the checkout's idempotency key.
 */
export const calcCart = async (
  db: Database,
  owner: CartOwner,
  input: CalcCartInput,
  now = new Date(),
): Promise<CalcCartResponse> => {
  const coordinatorRow = await findCoordinator(db, input.coordinatorId);
  await withMergedGuestCart(db, owner, now);
  const { boxes, items, products: bought, subtotal } = await readCartPurchase(db, owner, input, now);
  if (boxes.length === 0) throw noBox(input);
  const rows = [...bought.values()];

  const shipping = await effectiveShipping(db, input.coordinatorId);
  const shippingFee = shippingFeeOf(shipping, boxes, subtotal, input.prefecture);
  if (shippingFee === null) {
    throw new DomainError('FailedPrecondition', `this shop does not ship to prefecture ${input.prefecture}`);
  }
  const promotion: Promotion | null = input.promotion
    ? await findUsablePromotion(db, input.promotion, input.coordinatorId, now)
    : null;
  const [coordinator] = (await coordinatorsByIds(db, [coordinatorRow.id])) as [Coordinator];
  return {
    carts: boxes,
    items,
    products: await present(db, rows, now),
    coordinator,
    promotion,
    ...summarize(subtotal, shippingFee, promotion),
    requestId: newId(),
  };
};

/**
 * Takes bought units out of the cart (checkout, in the order's transaction): each line loses the
 * quantity bought, and a line left with none is removed. The cart row is locked first, as every
 * cart write does.
 */
export const removePurchasedLines = async (
  tx: Executor,
  owner: CartOwner,
  lines: readonly CartLine[],
): Promise<void> => {
  const cartId = await findCartId(tx, cartKeyOf(owner));
  if (!cartId || lines.length === 0) return;
  await tx.execute(sql`select 1 from ${carts} where ${carts.id} = ${cartId} for update`);
  for (const line of lines) {
    const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, line.productId));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(where, gt(cartItems.quantity, line.quantity)));
    await tx.delete(cartItems).where(and(where, lte(cartItems.quantity, line.quantity)));
  }
};

/**
 * Puts units back into the cart (an order that did not go through: its payment failed, expired or
 * was canceled), added to what the cart holds now; stock applies when the cart is read.
 */
export const returnLinesToCart = async (
  tx: Executor,
  owner: CartOwner,
  lines: readonly CartLine[],
  now: Date,
): Promise<void> => {
  if (lines.length === 0) return;
  const cartId = await lockCartForWrite(tx, owner, now);
  for (const line of lines) {
    await tx
      .insert(cartItems)
      .values({ cartId, productId: line.productId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: now },
      });
  }
};

/** Lines merged by product, in first-seen order. */
const mergeLines = (lines: readonly CartLine[]): CartLine[] => {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
};
