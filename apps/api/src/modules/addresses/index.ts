/** The addresses module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { addressRoutes } from './routes.ts';
