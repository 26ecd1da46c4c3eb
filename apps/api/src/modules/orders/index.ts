/** The orders module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { orderRoutes } from './routes.ts';
export { orderDetail } from './service.ts';
export { canMove, isFinal, ORDER_TRANSITIONS, releasesStock } from './transitions.ts';
