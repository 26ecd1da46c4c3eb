/** The seller console's producers (docs/console.md). Other modules use it only through this face. */
export { consoleProducerRoutes } from './routes.ts';
