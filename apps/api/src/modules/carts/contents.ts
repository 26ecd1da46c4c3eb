/**
 * The cart as stored and as read (docs/rules/cart-and-boxes.md): lines are stored, boxes are packed
 * on every read by `packCart` from what can be bought now.
 */
import { type Product, ProductStatus } from '@hatake/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { presentProduct, productStatus } from '../products/index.ts';
import { productRates } from '../reviews/index.ts';
import { type CartOwner, cartKeyOf, findCartId } from './identity.ts';
import { type CartLine, type PackableProduct, type PackedBox, packCart } from './packing.ts';

export type ProductRow = typeof products.$inferSelect;

/** The cart's lines and the (not deleted) products they name. */
export type CartContents = { lines: CartLine[]; rows: Map<string, ProductRow> };

export const readContents = async (db: Executor, owner: CartOwner): Promise<CartContents> => {
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
