// Every table of the database, one file per domain. drizzle-kit reads this file (drizzle.config.ts).
export * from './carts.ts';
export type { MediaItem } from './columns.ts';
export * from './contacts.ts';
export * from './coordinators.ts';
export * from './experiences.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './products.ts';
export * from './promotions.ts';
export * from './reviews.ts';
export * from './sandbox-payments.ts';
export * from './schedules.ts';
export * from './shipping.ts';
export * from './spots.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './videos.ts';
export * from './volunteers.ts';
