/** The checkouts module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export type { CheckoutDeps } from './deps.ts';
export { notificationRoutes } from './notification-routes.ts';
export { checkoutRoutes } from './routes.ts';
export { applyNotification, checkoutState, expireUnpaidOrders } from './settlement.ts';
