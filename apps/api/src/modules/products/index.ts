/** The products module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { presentLiveProduct, presentProduct } from './present.ts';
export { listedProductsOf, recommendedProducts } from './product-lists.ts';
export { productRoutes } from './routes.ts';
export { productStatus } from './status.ts';
