/** The experiences module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { experienceRoutes } from './routes.ts';
export { experiencesByIds, listedExperiencesOf, recommendedExperiences } from './service.ts';
export { experienceStatus } from './status.ts';
