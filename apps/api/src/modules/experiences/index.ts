/** The experiences module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */

// The geometry of "near a point", shared with spots (docs/rules/spots.md).
export { boundingBox, type LatLng } from './geo.ts';
export { distanceKmSql, inBoundingBoxSql } from './geo-sql.ts';
export { experienceRoutes } from './routes.ts';
export {
  DEFAULT_RADIUS_KM,
  experiencesByIds,
  listedExperiencesOf,
  MAX_RADIUS_KM,
  MAX_RADIUS_PARAM_KM,
  recommendedExperiences,
} from './service.ts';
export { experienceStatus } from './status.ts';
