/** The uploads module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { uploadRoutes } from './routes.ts';
export { UPLOAD_TARGETS } from './service.ts';
