/**
 * The shipping estimate a product page shows (docs/rules/shipping-fees.md#estimate-on-the-product-page):
 * what one unit of the product would cost to ship to a prefecture. It is the cart's own arithmetic
 * on a cart holding just that unit — `packCart` packs it, `shippingFeeOf` prices the boxes with the
 * unit's price as the subtotal — so the page never promises a fee the cart would not charge.
 */
import type { EstimatedBox, PrefectureCode, Shipping } from '@hatake/contract';
import { type PackableProduct, packCart } from './packing.ts';
import { shippingFeeOf } from './pricing.ts';

export type EstimatedProduct = PackableProduct & { price: number };

export type ShippingEstimate = {
  boxes: EstimatedBox[];
  /** null: the shop has no price for this prefecture (the cart would answer 412). */
  shippingFee: number | null;
  /** The shop's free-shipping threshold, when it offers free shipping. */
  freeShippingThreshold: number | null;
};

export const estimateShipping = (
  product: EstimatedProduct,
  shipping: Shipping,
  prefecture: PrefectureCode,
): ShippingEstimate => {
  const boxes = packCart([{ productId: product.id, quantity: 1 }], new Map([[product.id, product]]));
  return {
    boxes: boxes.map(({ size, type }) => ({ size, type })),
    shippingFee: shippingFeeOf(shipping, boxes, product.price, prefecture),
    freeShippingThreshold: shipping.hasFreeShipping ? shipping.freeShippingRates : null,
  };
};
