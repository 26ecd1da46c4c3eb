/** The carts module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { estimateShipping, type ShippingEstimate } from './estimate.ts';
export { shippingEstimateRoutes } from './estimate-routes.ts';
export { type CartOwner, cartKeyOf } from './identity.ts';
export { withMergedGuestCart } from './merged-guest-cart.ts';
export { type CartLine, type PackedBox, packCart } from './packing.ts';
export { type PricedCartRead, readPricedCart } from './priced-read.ts';
export { boxFee, discountOf, includedTax, type PaymentSummary, shippingFeeOf, summarize } from './pricing.ts';
export { type CartPurchase, noBox, purchaseOf, readCartPurchase } from './purchase.ts';
export { removePurchasedLines, returnLinesToCart } from './purchased-lines.ts';
export { cartRoutes } from './routes.ts';
