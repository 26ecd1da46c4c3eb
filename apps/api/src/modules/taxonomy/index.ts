/**
 * The taxonomy module's face: categories, product types and tags, the reference data that products,
 * coordinators (the product types a shop handles) and pages side-load. It imports no other module
 * (scripts/check-module-imports.ts).
 */
export { categoriesByIds, productTagsByIds, productTypesByIds } from './queries.ts';
