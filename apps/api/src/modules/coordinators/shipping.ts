import { type Prefecture, prefectureName, type Shipping, type ShippingRate } from '@hatake/contract';
import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DEFAULT_SHIPPING_ID, type ShippingRate as StoredRate, shippings } from '../../db/schema/index.ts';

export type ShippingRow = typeof shippings.$inferSelect;

const presentRate = (rate: StoredRate): ShippingRate => ({
  number: rate.number,
  name: rate.name,
  price: rate.price,
  prefectures: rate.prefectureCodes.map(prefectureName),
  prefectureCodes: rate.prefectureCodes as Prefecture[],
});

export const presentShipping = (row: ShippingRow): Shipping => ({
  id: row.id,
  box60Rates: row.box60Rates.map(presentRate),
  box60Frozen: row.box60Frozen,
  box80Rates: row.box80Rates.map(presentRate),
  box80Frozen: row.box80Frozen,
  box100Rates: row.box100Rates.map(presentRate),
  box100Frozen: row.box100Frozen,
  hasFreeShipping: row.hasFreeShipping,
  freeShippingRates: row.freeShippingRates,
});

/** What a shop without any shipping settings (and no platform default) shows. */
export const EMPTY_SHIPPING: Shipping = {
  id: '',
  box60Rates: [],
  box60Frozen: 0,
  box80Rates: [],
  box80Frozen: 0,
  box100Rates: [],
  box100Frozen: 0,
  hasFreeShipping: false,
  freeShippingRates: 0,
};

/**
 * The id of the shipping settings `coordinatorId`'s shop charges by, as one SQL expression (for a
 * read that joins them, e.g. the priced cart's shop read): its own in-use ones, else the
 * platform default, else null. The same rule as `effectiveShipping`.
 */
export const effectiveShippingId = (coordinatorId: SQLWrapper): SQL<string | null> => sql`coalesce(
  (select own.id from ${shippings} own
    where own.coordinator_id = ${coordinatorId} and own.in_use and own.deleted_at is null limit 1),
  (select platform.id from ${shippings} platform
    where platform.id = ${DEFAULT_SHIPPING_ID} and platform.deleted_at is null))`;

/** The settings `effectiveShippingId` chose, presented; none at all → EMPTY_SHIPPING. */
export const shippingOf = (row: ShippingRow | null): Shipping =>
  row ? presentShipping(row) : EMPTY_SHIPPING;

/** The shipping settings a coordinator's shop charges by: its own in-use ones, else the platform default. */
export const effectiveShipping = async (db: Executor, coordinatorId: string): Promise<Shipping> => {
  const [own] = await db
    .select()
    .from(shippings)
    .where(
      and(eq(shippings.coordinatorId, coordinatorId), eq(shippings.inUse, true), isNull(shippings.deletedAt)),
    )
    .limit(1);
  if (own) return presentShipping(own);
  const [fallback] = await db
    .select()
    .from(shippings)
    .where(and(eq(shippings.id, DEFAULT_SHIPPING_ID), isNull(shippings.deletedAt)))
    .limit(1);
  return fallback ? presentShipping(fallback) : EMPTY_SHIPPING;
};
