/** The volunteers module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { volunteerRoutes } from './routes.ts';
