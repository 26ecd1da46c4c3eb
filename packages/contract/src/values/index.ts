/**
 * @hatake/contract/values: the runtime-free part of the contract (docs/adr/0012). Plain constants,
 * `as const` enum objects, pattern strings and pure functions that the API and the storefront both
 * import at run time. Nothing here may import TypeBox or any other package (values.test.ts checks).
 */
export * from './booking.ts';
export * from './booking-date.ts';
export * from './console-limits.ts';
export * from './delivery-date.ts';
export * from './entity-tags.ts';
export * from './enums.ts';
export * from './geo.ts';
export * from './konbini.ts';
export * from './limits.ts';
export * from './normalize.ts';
export * from './over-stock.ts';
export * from './patterns.ts';
export * from './prefectures.ts';
export * from './tracking.ts';
