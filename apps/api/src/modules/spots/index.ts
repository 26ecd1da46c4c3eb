/** The spots module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { spotRoutes } from './routes.ts';
