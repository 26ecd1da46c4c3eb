/** The schedules module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { type StreamLimits, streamsOf } from './comments/event-stream.ts';
export { commentRoutes } from './comments/routes.ts';
export type { CommentSubject } from './comments/service.ts';
export { VIDEO_COMMENTS } from './comments/store.ts';
export { linkedProducts } from './linked.ts';
export { schedulesOf } from './listing.ts';
export { scheduleRoutes } from './routes.ts';
