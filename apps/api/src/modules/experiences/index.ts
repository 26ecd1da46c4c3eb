/** The experiences module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

export { experiencesByIds, listedExperiencesOf, recommendedExperiences } from './experience-lists.ts';
// The geometry of "near a point", shared with spots (docs/rules/spots.md).
export { boundingBox, type LatLng } from './geo.ts';
export { distanceKmSql, inBoundingBoxSql } from './geo-sql.ts';
export { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MAX_RADIUS_PARAM_KM } from './radius.ts';
export { experienceRoutes } from './routes.ts';
export { experienceStatus } from './status.ts';
