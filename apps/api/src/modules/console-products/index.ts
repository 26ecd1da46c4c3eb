/**
 * The seller console's products and their pictures (docs/console.md). Other modules use it only
 * through this face.
 */

export { assertConsoleMedia } from './media.ts';
export { consoleProductRoutes } from './routes.ts';
