/**
 * Box packing (docs/rules/cart-and-boxes.md): a cart's lines become the boxes a coordinator ships,
 * first-fit decreasing on the size-100 box, one temperature per box, then each box sized 60/80/100.
 * Pure and deterministic: the same lines and products always give the same boxes, which is why
 * boxes are computed on every read and never stored.
 */
import { DeliveryType, ShippingSize, ShippingType } from '@hatake/contract';

/** What packing needs to know of a product. Weight in grams. */
export type PackableProduct = {
  id: string;
  coordinatorId: string;
  deliveryType: number;
  weight: number;
  box60Rate: number;
  box80Rate: number;
  box100Rate: number;
};

export type CartLine = { productId: string; quantity: number };

export type PackedBox = {
  /** 1…n within the coordinator: normal boxes first, then cool boxes. */
  number: number;
  type: ShippingType;
  size: ShippingSize;
  /** Fill of the box at its size, percent. */
  rate: number;
  items: CartLine[];
  coordinatorId: string;
};

/** The size-100 box: the one packing fills, by fill percentage and by weight. */
export const BOX_CAPACITY = { rate: 100, weightGrams: 10_000 } as const;

/** Smaller sizes a packed box drops to when its contents allow: weight limit, and the fill column to sum. */
const SMALLER_SIZES = [
  { size: ShippingSize.SIZE60, weightGrams: 2_000, rateOf: (p: PackableProduct) => p.box60Rate },
  { size: ShippingSize.SIZE80, weightGrams: 5_000, rateOf: (p: PackableProduct) => p.box80Rate },
] as const;

/**
 * The box type a product travels in. Refrigerated and frozen goods both need the cool box
 * (クール便), which carries the cool surcharge; everything else goes ambient.
 */
export const shippingTypeOf = (deliveryType: number): ShippingType =>
  deliveryType === DeliveryType.REFRIGERATED || deliveryType === DeliveryType.FROZEN
    ? ShippingType.FROZEN
    : ShippingType.NORMAL;

/** Size and fill of a box holding these units. */
export const sizeBox = (units: readonly PackableProduct[]): { size: ShippingSize; rate: number } => {
  const weight = units.reduce((sum, unit) => sum + unit.weight, 0);
  for (const candidate of SMALLER_SIZES) {
    const rate = units.reduce((sum, unit) => sum + candidate.rateOf(unit), 0);
    if (weight <= candidate.weightGrams && rate <= 100) return { size: candidate.size, rate };
  }
  return { size: ShippingSize.SIZE100, rate: units.reduce((sum, unit) => sum + unit.box100Rate, 0) };
};

/**
 * Fills one box from `units` (sorted largest first) and answers what went in and what is left.
 * The first unit always goes in, even one that alone is over the box's limits (a 15 kg sack of
 * rice ships alone rather than not at all), so every call places at least one unit and packing
 * always ends.
 */
const fillOneBox = (units: readonly PackableProduct[]) => {
  const packed: PackableProduct[] = [];
  const rest: PackableProduct[] = [];
  let freeRate: number = BOX_CAPACITY.rate;
  let freeWeight: number = BOX_CAPACITY.weightGrams;
  for (const unit of units) {
    const fits = packed.length === 0 || (unit.box100Rate <= freeRate && unit.weight <= freeWeight);
    const full = packed.length > 0 && (freeRate <= 0 || freeWeight <= 0);
    if (fits && !full) {
      packed.push(unit);
      freeRate -= unit.box100Rate;
      freeWeight -= unit.weight;
    } else {
      rest.push(unit);
    }
  }
  return { packed, rest };
};

/** Units back into lines, in the order the products first appear. */
const collapse = (units: readonly PackableProduct[]): CartLine[] => {
  const counts = new Map<string, number>();
  for (const unit of units) counts.set(unit.id, (counts.get(unit.id) ?? 0) + 1);
  return [...counts].map(([productId, quantity]) => ({ productId, quantity }));
};

/** Largest `box100Rate` first; ties by weight, then id, so the result never depends on input order. */
const largestFirst = (a: PackableProduct, b: PackableProduct): number =>
  b.box100Rate - a.box100Rate || b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Packs cart lines into boxes. Lines must already be limited to what can be bought (products for
 * sale, quantities within stock); lines of products missing from `products` are left out.
 * Boxes are grouped by coordinator (in id order) and numbered 1…n within each coordinator.
 */
export const packCart = (
  lines: readonly CartLine[],
  products: ReadonlyMap<string, PackableProduct>,
): PackedBox[] => {
  // Merge lines by product, then one unit per piece, grouped by coordinator and box type.
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  const groups = new Map<string, { coordinatorId: string; type: ShippingType; units: PackableProduct[] }>();
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId);
    if (!product || quantity <= 0) continue;
    const type = shippingTypeOf(product.deliveryType);
    const key = `${product.coordinatorId}\u0000${type}`;
    const group = groups.get(key) ?? { coordinatorId: product.coordinatorId, type, units: [] };
    for (let i = 0; i < quantity; i++) group.units.push(product);
    groups.set(key, group);
  }

  const ordered = [...groups.values()].sort((a, b) =>
    a.coordinatorId === b.coordinatorId ? a.type - b.type : a.coordinatorId < b.coordinatorId ? -1 : 1,
  );
  const boxes: PackedBox[] = [];
  const nextNumber = new Map<string, number>();
  for (const group of ordered) {
    let remaining = [...group.units].sort(largestFirst);
    while (remaining.length > 0) {
      const { packed, rest } = fillOneBox(remaining);
      const number = (nextNumber.get(group.coordinatorId) ?? 0) + 1;
      nextNumber.set(group.coordinatorId, number);
      boxes.push({
        number,
        type: group.type,
        ...sizeBox(packed),
        items: collapse(packed),
        coordinatorId: group.coordinatorId,
      });
      remaining = rest;
    }
  }
  return boxes;
};
