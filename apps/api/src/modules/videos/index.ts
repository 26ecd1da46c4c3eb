/** The videos module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { listedVideo, listedVideos } from './listing.ts';
export { videoRoutes } from './routes.ts';
