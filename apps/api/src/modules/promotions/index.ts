/** The promotions module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { promotionRoutes } from './routes.ts';
export { findUsablePromotion, type PromotionRow, presentPromotion, promotionForCheckout } from './service.ts';
