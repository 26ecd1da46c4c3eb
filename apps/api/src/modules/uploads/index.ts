/** The uploads module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { uploadRoutes } from './routes.ts';
export { createUploadTarget, UPLOAD_TARGETS, type UploadDependencies } from './service.ts';
