/**
 * The seller console's orders module's face (scripts/check-module-imports.ts): the routes app.ts
 * registers and the dependencies it wires (docs/console-orders.md).
 */
export type { ConsoleOrderDeps } from './deps.ts';
export { consoleOrderRoutes } from './routes.ts';
