import type { Coordinator, LiveProduct, TopCommonResponse } from '@hatake/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { coordinators, experiences, lives, products, schedules, videos } from '../../db/schema/index.ts';
import { presentCoordinator } from '../coordinators/present.ts';
import { presentExperience } from '../experiences/present.ts';
import { presentLiveProduct, presentProduct } from '../products/present.ts';
import { experienceRates, productRates } from '../reviews/rate-queries.ts';
import { presentArchiveSummary, presentLiveSummary } from '../schedules/present.ts';
import { presentVideoSummary } from '../videos/present.ts';

/** A broadcast stays among the lives for an hour after it ends, then moves to the archives. */
const LIVE_GRACE_MS = 60 * 60 * 1000;
export const TOP_LIMITS = { archives: 6, videos: 10, products: 8, experiences: 6 } as const;

const publishedSchedule = and(
  eq(schedules.public, true),
  eq(schedules.approved, true),
  isNull(schedules.deletedAt),
);

const listedVideos = (db: Database, now: Date, display: AnyPgColumn) =>
  db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.public, true),
        eq(videos.limited, false),
        eq(display, true),
        lte(videos.publishedAt, now),
        isNull(videos.deletedAt),
      ),
    )
    .orderBy(desc(videos.publishedAt))
    .limit(TOP_LIMITS.videos);

/** Featured products of each schedule: the products its producers present, in slot order. */
const liveProductsBySchedule = async (db: Database, scheduleIds: string[]) => {
  const result = new Map<string, LiveProduct[]>();
  if (scheduleIds.length === 0) return result;
  const slots = await db
    .select({ scheduleId: lives.scheduleId, productIds: lives.productIds })
    .from(lives)
    .where(inArray(lives.scheduleId, scheduleIds))
    .orderBy(asc(lives.startAt));
  const productIds = [...new Set(slots.flatMap((slot) => slot.productIds))];
  const rows = productIds.length
    ? await db
        .select()
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.public, true), isNull(products.deletedAt)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, presentLiveProduct(row)]));
  for (const slot of slots) {
    const list = result.get(slot.scheduleId) ?? [];
    for (const id of slot.productIds) {
      const product = byId.get(id);
      if (product && !list.some((p) => p.id === id)) list.push(product);
    }
    result.set(slot.scheduleId, list);
  }
  return result;
};

/**
 * Everything the home page shows in one call: current and upcoming lives, recent archives,
 * product and experience videos, recommended products and experiences, and the coordinators
 * they belong to (side-loaded once).
 */
export const getTopCommon = async (db: Database, now: Date = new Date()): Promise<TopCommonResponse> => {
  const graceStart = new Date(now.getTime() - LIVE_GRACE_MS);
  const [liveRows, archiveRows, productVideoRows, experienceVideoRows, productRows, experienceRows] =
    await Promise.all([
      db
        .select()
        .from(schedules)
        .where(and(publishedSchedule, gte(schedules.endAt, graceStart)))
        .orderBy(asc(schedules.startAt)),
      db
        .select()
        .from(schedules)
        .where(and(publishedSchedule, lt(schedules.endAt, graceStart)))
        .orderBy(desc(schedules.startAt))
        .limit(TOP_LIMITS.archives),
      listedVideos(db, now, videos.displayProduct),
      listedVideos(db, now, videos.displayExperience),
      db
        .select()
        .from(products)
        .where(and(eq(products.public, true), isNull(products.deletedAt), gte(products.endAt, now)))
        // Recommended: in stock first, then the ones whose sale ends soonest.
        .orderBy(sql`(${products.inventory} = 0)`, asc(products.endAt), asc(products.id))
        .limit(TOP_LIMITS.products),
      db
        .select()
        .from(experiences)
        .where(and(eq(experiences.public, true), isNull(experiences.deletedAt), gte(experiences.endAt, now)))
        .orderBy(asc(experiences.soldOut), desc(experiences.startAt), asc(experiences.id))
        .limit(TOP_LIMITS.experiences),
    ]);

  const [liveProducts, rateOfProduct, rateOfExperience] = await Promise.all([
    liveProductsBySchedule(
      db,
      liveRows.map((row) => row.id),
    ),
    productRates(
      db,
      productRows.map((row) => row.id),
    ),
    experienceRates(
      db,
      experienceRows.map((row) => row.id),
    ),
  ]);

  const coordinatorIds = [
    ...new Set(
      [liveRows, archiveRows, productVideoRows, experienceVideoRows, productRows, experienceRows].flatMap(
        (rows) => rows.map((row) => row.coordinatorId),
      ),
    ),
  ];
  const coordinatorRows = coordinatorIds.length
    ? await db
        .select()
        .from(coordinators)
        .where(and(inArray(coordinators.id, coordinatorIds), isNull(coordinators.deletedAt)))
    : [];
  const shown: Coordinator[] = coordinatorRows.map(presentCoordinator);

  return {
    lives: liveRows.map((row) => presentLiveSummary(row, liveProducts.get(row.id) ?? [], now)),
    archives: archiveRows.map(presentArchiveSummary),
    productVideos: productVideoRows.map(presentVideoSummary),
    experienceVideos: experienceVideoRows.map(presentVideoSummary),
    coordinators: shown,
    products: productRows.map((row) => presentProduct(row, rateOfProduct.get(row.id), now)),
    experiences: experienceRows.map((row) => presentExperience(row, rateOfExperience.get(row.id), now)),
  };
};
