import type { Executor } from '../../db/client.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { buyableLines, type CartContents, type ProductRow, packOf, readContents } from './contents.ts';
import type { CartOwner } from './identity.ts';
import type { CartLine, PackedBox } from './packing.ts';

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
export const noBox = (selection: { number: number }) =>
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
): Promise<CartPurchase> => purchaseOf(await readContents(db, owner), selection, now);

/** `readCartPurchase` on contents read already (the priced cart's read, priced-read.ts). */
export const purchaseOf = (
  contents: CartContents,
  selection: { coordinatorId: string; number: number },
  now: Date,
): CartPurchase => {
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

/** Lines merged by product, in first-seen order. */
const mergeLines = (lines: readonly CartLine[]): CartLine[] => {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
};
