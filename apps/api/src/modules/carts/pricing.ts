/**
 * What a purchase of boxes costs (docs/rules/shipping-fees.md, docs/rules/promotions.md): the fee
 * of each box from the shop's shipping settings, the promotion's discount, and the total. Pure:
 * the service looks the settings and the promotion up, these functions do the arithmetic.
 */
import { DiscountType, type Shipping, ShippingSize, ShippingType } from '@hatake/contract';

/** A box as pricing sees it. */
export type PricedBox = { size: ShippingSize; type: ShippingType };

/** The part of a promotion that decides its discount. */
export type Discount = { discountType: number; discountRate: number };

const ratesBySize = (shipping: Shipping, size: ShippingSize) => {
  if (size === ShippingSize.SIZE60)
    return { rates: shipping.box60Rates, coolSurcharge: shipping.box60Frozen };
  if (size === ShippingSize.SIZE80)
    return { rates: shipping.box80Rates, coolSurcharge: shipping.box80Frozen };
  if (size === ShippingSize.SIZE100)
    return { rates: shipping.box100Rates, coolSurcharge: shipping.box100Frozen };
  return undefined;
};

/**
 * The fee of one box to `prefecture` before any free-shipping rule: the price of the first group of
 * its size containing the prefecture, plus the size's cool surcharge for a cool box. null when the
 * shop has no price for that size and prefecture (it cannot ship there).
 */
export const boxFee = (shipping: Shipping, box: PricedBox, prefecture: number): number | null => {
  const table = ratesBySize(shipping, box.size);
  const rate = table?.rates.find((candidate) => candidate.prefectureCodes.includes(prefecture as never));
  if (!table || !rate) return null;
  return rate.price + (box.type === ShippingType.FROZEN ? table.coolSurcharge : 0);
};

/** Whether this purchase ships free: the shop offers it and the goods (before any coupon) reach the threshold. */
export const shipsFree = (shipping: Shipping, subtotal: number): boolean =>
  shipping.hasFreeShipping && subtotal >= shipping.freeShippingRates;

/**
 * The shipping fee of a purchase: the sum of its boxes' fees; 0 while no destination is chosen
 * (`prefecture` 0) or when it ships free. null when some box cannot be shipped to the prefecture.
 */
export const shippingFeeOf = (
  shipping: Shipping,
  boxes: readonly PricedBox[],
  subtotal: number,
  prefecture: number,
): number | null => {
  if (prefecture === 0 || boxes.length === 0 || shipsFree(shipping, subtotal)) return 0;
  let fee = 0;
  for (const box of boxes) {
    const one = boxFee(shipping, box, prefecture);
    if (one === null) return null;
    fee += one;
  }
  return fee;
};

/**
 * The discount of a promotion on goods worth `subtotal` shipped for `shippingFee`: a fixed amount
 * (never more than the goods), a percentage of the goods (rounded down), or the shipping fee.
 * Shipping is never discounted by an amount or a rate.
 */
export const discountOf = (promotion: Discount | null, subtotal: number, shippingFee: number): number => {
  if (!promotion) return 0;
  switch (promotion.discountType) {
    case DiscountType.AMOUNT:
      return Math.max(0, Math.min(promotion.discountRate, subtotal));
    case DiscountType.RATE:
      return promotion.discountRate <= 0
        ? 0
        : Math.floor((subtotal * Math.min(promotion.discountRate, 100)) / 100);
    case DiscountType.FREE_SHIPPING:
      return shippingFee;
    default:
      return 0;
  }
};

export type PaymentSummary = { subtotal: number; discount: number; shippingFee: number; total: number };

/** `total = subtotal − discount + shippingFee`, never below zero. */
export const summarize = (
  subtotal: number,
  shippingFee: number,
  promotion: Discount | null,
): PaymentSummary => {
  const discount = discountOf(promotion, subtotal, shippingFee);
  return { subtotal, discount, shippingFee, total: Math.max(0, subtotal - discount + shippingFee) };
};

/** The consumption tax contained in a tax-inclusive total (10 %, rounded down). */
export const includedTax = (total: number): number => Math.floor(total / 11);
