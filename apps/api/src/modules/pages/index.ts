/**
 * The pages module composes what one storefront page shows from several domain modules (the home
 * page, a coordinator's shop). It stands above them: it imports their faces, and no module imports
 * it — only app.ts registers its routes (scripts/check-module-imports.ts, docs/architecture.md).
 */
export { homePageRoutes, shopPageRoutes } from './routes.ts';
