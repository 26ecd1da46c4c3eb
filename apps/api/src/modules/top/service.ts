import type { TopCommonResponse } from '@hatake/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { coordinators, experiences, products, videos } from '../../db/schema/index.ts';
import { presentCoordinator } from '../coordinators/present.ts';
import { presentExperience } from '../experiences/present.ts';
import { presentProduct } from '../products/present.ts';
import { experienceRates, productRates } from '../reviews/rate-queries.ts';
import { schedulesOf } from '../schedules/listing.ts';
import { presentVideoSummary } from '../videos/present.ts';

export const TOP_LIMITS = { archives: 6, videos: 10, products: 8, experiences: 6 } as const;

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

/**
 * Everything the home page shows in one call: current and upcoming lives, recent archives,
 * product and experience videos, recommended products and experiences, and the coordinators
 * they belong to (side-loaded once).
 */
export const getTopCommon = async (db: Database, now: Date = new Date()): Promise<TopCommonResponse> => {
  const [schedules, productVideoRows, experienceVideoRows, productRows, experienceRows] = await Promise.all([
    schedulesOf(db, undefined, now, { archiveLimit: TOP_LIMITS.archives }),
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

  const coordinatorIds = [
    ...new Set(
      [
        ...schedules.lives,
        ...schedules.archives,
        ...productVideoRows,
        ...experienceVideoRows,
        ...productRows,
        ...experienceRows,
      ].map((item) => item.coordinatorId),
    ),
  ];
  const [rateOfProduct, rateOfExperience, coordinatorRows] = await Promise.all([
    productRates(
      db,
      productRows.map((row) => row.id),
    ),
    experienceRates(
      db,
      experienceRows.map((row) => row.id),
    ),
    coordinatorIds.length
      ? db
          .select()
          .from(coordinators)
          .where(and(inArray(coordinators.id, coordinatorIds), isNull(coordinators.deletedAt)))
      : [],
  ]);

  return {
    lives: schedules.lives,
    archives: schedules.archives,
    productVideos: productVideoRows.map(presentVideoSummary),
    experienceVideos: experienceVideoRows.map(presentVideoSummary),
    coordinators: coordinatorRows.map(presentCoordinator),
    products: productRows.map((row) => presentProduct(row, rateOfProduct.get(row.id), now)),
    experiences: experienceRows.map((row) => presentExperience(row, rateOfExperience.get(row.id), now)),
  };
};
