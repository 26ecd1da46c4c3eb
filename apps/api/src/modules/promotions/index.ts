/** The promotions module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { type PromotionRow, presentPromotion } from './present.ts';
export { promotionRoutes } from './routes.ts';
export {
  checkoutPromotionOf,
  findUsablePromotion,
  promotionForCheckout,
  usablePromotionOf,
} from './service.ts';
