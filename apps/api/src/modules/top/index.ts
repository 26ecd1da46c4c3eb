/** The top module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { topRoutes } from './routes.ts';
export { TOP_LIMITS } from './service.ts';
