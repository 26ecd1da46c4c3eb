/** The reviews module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { EMPTY_RATE } from './rate.ts';
export { experienceRates, productRates, productStarCounts, rateOfStars } from './rate-queries.ts';
export { reviewRoutes } from './routes.ts';
