/** The products module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { presentLiveProduct, presentProduct } from './present.ts';
export { productRoutes } from './routes.ts';
export { listedProductsOf, recommendedProducts } from './service.ts';
export { productStatus } from './status.ts';
