/**
 * The cart as stored and as read (docs/rules/cart-and-boxes.md): lines are stored, boxes are packed
 * on every read by `packCart` from what can be bought now.
 */
import { type Product, ProductStatus } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts, products } from '../../db/schema/index.ts';
import { presentProduct, productStatus } from '../products/index.ts';
import { productRates } from '../reviews/index.ts';
import { type CartOwner, cartKeyOf } from './identity.ts';
import { type CartLine, type PackableProduct, type PackedBox, packCart } from './packing.ts';

export type ProductRow = typeof products.$inferSelect;

/** The cart's lines and the (not deleted) products they name. */
export type CartContents = { lines: CartLine[]; rows: Map<string, ProductRow> };

/**
 * One statement: the cart found by its key, its lines in the order they were added, each with its
 * product when that is not deleted. A priced cart used to take three round trips here (cart id,
 * lines, products); the profile of `GET /v1/carts/{coordinatorId}` showed the per-statement cost
 * (building the SQL, the socket write, the parse) dominating the call (docs/performance.md).
 */
export const readContents = async (db: Executor, owner: CartOwner): Promise<CartContents> => {
  const joined = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, product: products })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .where(eq(carts.sessionId, cartKeyOf(owner)))
    .orderBy(cartItems.createdAt, cartItems.productId);
  return contentsOf(joined);
};

/** The contents of a cart from its lines joined with their (not deleted) products, in cart order. */
export const contentsOf = (
  joined: readonly { productId: string; quantity: number; product: ProductRow | null }[],
): CartContents => {
  const lines: CartLine[] = [];
  const rows = new Map<string, ProductRow>();
  for (const { productId, quantity, product } of joined) {
    lines.push({ productId, quantity });
    if (product) rows.set(product.id, product);
  }
  return { lines, rows };
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

export const packOf = (contents: CartContents, now: Date): PackedBox[] => {
  const packable = new Map<string, PackableProduct>([...contents.rows].map(([id, row]) => [id, row]));
  return packCart(buyableLines(contents, now), packable);
};

export const presentCartProducts = async (
  db: Executor,
  rows: readonly ProductRow[],
  now: Date,
): Promise<Product[]> => {
  const rates = await productRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentProduct(row, rates.get(row.id), now));
};
