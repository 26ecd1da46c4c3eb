/** The users module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { userRoutes } from './routes.ts';
