import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../id.ts';
import { createdAt, deletedAt, updatedAt } from './columns.ts';
import { coordinators } from './coordinators.ts';

/**
 * One price group of a box size. Across the rates of one size every prefecture code 1–47 appears
 * exactly once. The wire also carries `prefectures` (names), derived from the codes.
 */
export type ShippingRate = { number: number; name: string; price: number; prefectureCodes: number[] };

/** The platform default shipping (used when a coordinator has none in use). */
export const DEFAULT_SHIPPING_ID = 'default';

/**
 * Shipping-fee settings. Fee per box = the first rate of the box size containing the destination
 * prefecture + `boxNNFrozen` for cool boxes; 0 when `hasFreeShipping` and the purchased subtotal
 * ≥ `freeShippingRates`.
 */
export const shippings = pgTable(
  'shippings',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** null only for the platform default (id = DEFAULT_SHIPPING_ID). */
    coordinatorId: text('coordinator_id').references(() => coordinators.id),
    name: text('name').notNull(),
    /** Exactly one in-use shipping per coordinator. */
    inUse: boolean('in_use').notNull().default(false),
    box60Rates: jsonb('box60_rates').$type<ShippingRate[]>().notNull().default([]),
    /** Cool/frozen surcharge added to a size-60 box, JPY. */
    box60Frozen: integer('box60_frozen').notNull().default(0),
    box80Rates: jsonb('box80_rates').$type<ShippingRate[]>().notNull().default([]),
    box80Frozen: integer('box80_frozen').notNull().default(0),
    box100Rates: jsonb('box100_rates').$type<ShippingRate[]>().notNull().default([]),
    box100Frozen: integer('box100_frozen').notNull().default(0),
    hasFreeShipping: boolean('has_free_shipping').notNull().default(false),
    /** Subtotal (JPY, tax incl.) from which shipping is free. */
    freeShippingRates: integer('free_shipping_rates').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shippings_coordinator_id_idx').on(t.coordinatorId),
    uniqueIndex('shippings_coordinator_in_use_uq')
      .on(t.coordinatorId)
      .where(sql`${t.inUse} and ${t.deletedAt} is null`),
  ],
);
