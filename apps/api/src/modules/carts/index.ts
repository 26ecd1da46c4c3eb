/** The carts module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { estimateShipping, type ShippingEstimate } from './estimate.ts';
export { shippingEstimateRoutes } from './estimate-routes.ts';
export { type CartOwner, cartKeyOf } from './identity.ts';
export { type CartLine, type PackedBox, packCart } from './packing.ts';
export { boxFee, discountOf, includedTax, type PaymentSummary, shippingFeeOf, summarize } from './pricing.ts';
export { cartRoutes } from './routes.ts';
export {
  type CartPurchase,
  noBox,
  readCartPurchase,
  removePurchasedLines,
  returnLinesToCart,
  withMergedGuestCart,
} from './service.ts';
