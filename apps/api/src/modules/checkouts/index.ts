/** The checkouts module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { applyNotification } from './apply-notification.ts';
export { checkoutState } from './checkout-state.ts';
export type { CheckoutDeps } from './deps.ts';
export { expireUnpaidOrders } from './expire-unpaid-orders.ts';
export { notificationRoutes } from './notification-routes.ts';
export { checkoutRoutes } from './routes.ts';
