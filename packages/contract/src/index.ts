/**
 * @hatake/contract: TypeBox schemas (runtime, for Fastify validation / serialisation / OpenAPI) and
 * TypeScript types (for the web app) of the /v1 wire contract, plus everything of the runtime-free
 * part `@hatake/contract/values` (enums, limits, patterns, prefectures, shared pure rules), which the
 * storefront imports on its own (docs/adr/0012).
 */
export * from './addresses.ts';
export * from './auth.ts';
export * from './carts.ts';
export * from './checkouts.ts';
export * from './comments.ts';
export * from './common.ts';
export * from './console.ts';
export * from './console-orders.ts';
export * from './console-products.ts';
export * from './contacts.ts';
export * from './coordinators.ts';
export * from './enums.ts';
export * from './experiences.ts';
export * from './names.ts';
export * from './orders.ts';
export * from './prefectures.ts';
export * from './producers.ts';
export * from './products.ts';
export * from './promotions.ts';
export * from './reviews.ts';
export * from './schedules.ts';
export * from './shipping-estimate.ts';
export * from './spots.ts';
export * from './statuses.ts';
export * from './top.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './values/index.ts';
export * from './videos.ts';
export * from './volunteers.ts';
