import type { Cart, CartResponse, Coordinator, Product } from '@hatake/contract';
import { ShippingSize, ShippingType } from '@hatake/contract/values';
import { type StockState, stockState } from '../catalogue/stock.ts';

// What the cart page and the header make of `GET /v1/carts` (docs/rules/cart-and-boxes.md): pure
// functions, no API calls.

/** The empty cart (no session yet, or the API could not answer). */
export const EMPTY_CART: CartResponse = { carts: [], coordinators: [], products: [] };

/** Most units the product page offers to add at once (the stock bounds it first). */
export const MAX_ADD_QUANTITY = 99;

/** Units in every box of the cart: what the header badge shows. */
export function cartUnits(cart: Pick<CartResponse, 'carts'>): number {
  return cart.carts.reduce(
    (sum, box) => sum + box.items.reduce((boxSum, item) => boxSum + item.quantity, 0),
    0,
  );
}

/** A coordinator's part of the cart: its boxes in number order. */
export type CoordinatorCart = {
  coordinatorId: string;
  /** Missing only if the API did not side-load it. */
  coordinator: Coordinator | undefined;
  boxes: Cart[];
};

/** The boxes grouped by coordinator, in the order the cart first names them. */
export function groupByCoordinator(cart: CartResponse): CoordinatorCart[] {
  const groups = new Map<string, CoordinatorCart>();
  for (const box of cart.carts) {
    let group = groups.get(box.coordinatorId);
    if (!group) {
      group = {
        coordinatorId: box.coordinatorId,
        coordinator: cart.coordinators.find((c) => c.id === box.coordinatorId),
        boxes: [],
      };
      groups.set(box.coordinatorId, group);
    }
    group.boxes.push(box);
  }
  for (const group of groups.values()) group.boxes.sort((a, b) => a.number - b.number);
  return [...groups.values()];
}

/** Units of each product over a list of boxes. */
export function quantitiesByProduct(boxes: readonly Cart[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const box of boxes)
    for (const item of box.items) out.set(item.productId, (out.get(item.productId) ?? 0) + item.quantity);
  return out;
}

/**
 * Identical boxes of a coordinator counted once, for the cart's box summary: boxes of one type,
 * size and fill make one group with how many there are (twelve jars in six full size-60 boxes are
 * "size 60 × 6"). Groups keep the order of their first box.
 */
export type BoxGroup = { type: number; size: number; rate: number; count: number };

export function boxGroups(boxes: readonly Cart[]): BoxGroup[] {
  const groups = new Map<string, BoxGroup>();
  for (const box of [...boxes].sort((a, b) => a.number - b.number)) {
    const rate = fillPercent(box.rate);
    const key = `${box.type}/${box.size}/${rate}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { type: box.type, size: box.size, rate, count: 1 });
  }
  return [...groups.values()];
}

/** Why a carted product is in no box: not on sale yet, sold out, or no longer sold. */
export type UnavailableReason = Exclude<StockState, 'inStock' | 'lowStock'>;

/**
 * The cart's products that are in no box (the API keeps their lines but packs only what can be
 * bought now), each with the reason the shopper is told.
 */
export function unavailableLines(cart: CartResponse): { product: Product; reason: UnavailableReason }[] {
  const boxed = quantitiesByProduct(cart.carts);
  return cart.products
    .filter((product) => !boxed.has(product.id))
    .map((product) => {
      const state = stockState(product);
      // A product for sale with stock that is still in no box was packed as 0: sold out for this cart.
      const reason: UnavailableReason = state === 'inStock' || state === 'lowStock' ? 'soldOut' : state;
      return { product, reason };
    });
}

/** 60 / 80 / 100 for ShippingSize 1 / 2 / 3 (0 when unknown). */
export function boxSizeCm(size: number): number {
  if (size === ShippingSize.SIZE60) return 60;
  if (size === ShippingSize.SIZE80) return 80;
  if (size === ShippingSize.SIZE100) return 100;
  return 0;
}

/** Message key of a box type: the cool box is one type for refrigerated and frozen goods. */
export function boxTypeKey(type: number): 'normal' | 'cool' {
  return type === ShippingType.FROZEN ? 'cool' : 'normal';
}

/** A box's fill rate for the meter: 0–100 (the API's rate never exceeds 100 for a packed box). */
export function fillPercent(rate: number): number {
  return Math.max(0, Math.min(100, Math.round(rate)));
}

/** The most units the product page lets one add at once: min(stock, 99); 0 without stock. */
export function addQuantityMost(inventory: number): number {
  return Math.min(Math.max(0, Math.floor(inventory)), MAX_ADD_QUANTITY);
}

/** The query key of a coordinator's coupon code on the cart page (`promotion.<coordinatorId>`). */
export function promotionParam(coordinatorId: string): string {
  return `promotion.${coordinatorId}`;
}

/** A coupon code as typed: trimmed, at most 64 characters (the API's limit), `''` when absent. */
export function cleanPromotionCode(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, 64);
}
