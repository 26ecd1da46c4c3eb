import type { ArchiveSummary, LiveProduct, LiveSummary } from '@hatake/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lives, products, schedules } from '../../db/schema/index.ts';
import { presentLiveProduct } from '../products/index.ts';
import { presentArchiveSummary, presentLiveSummary } from './present.ts';

/** A broadcast stays among the lives for an hour after it ends, then counts as an archive. */
export const LIVE_GRACE_MS = 60 * 60 * 1000;

/** Shown anywhere at all: public, approved and not deleted (docs/rules/live-and-videos.md). */
export const publishedSchedule = and(
  eq(schedules.public, true),
  eq(schedules.approved, true),
  isNull(schedules.deletedAt),
) as SQL;

const graceStart = (now: Date) => new Date(now.getTime() - LIVE_GRACE_MS);

/** Lives: running, upcoming, or ended within the hour (an overrunning broadcast stays listed). */
const liveWindow = (now: Date): SQL => gte(schedules.endAt, graceStart(now));
/** Archives: ended more than an hour ago. */
const archiveWindow = (now: Date): SQL => lt(schedules.endAt, graceStart(now));
/** Lives soonest first; archives newest first; the id breaks ties so pages never overlap. */
const LIVE_ORDER = [asc(schedules.startAt), asc(schedules.id)];
const ARCHIVE_ORDER = [desc(schedules.startAt), asc(schedules.id)];

/** Featured products of each schedule: those its producers present, in slot order, public ones only. */
const featuredProducts = async (db: Executor, scheduleIds: string[]): Promise<Map<string, LiveProduct[]>> => {
  const result = new Map<string, LiveProduct[]>();
  if (scheduleIds.length === 0) return result;
  const slots = await db
    .select({ scheduleId: lives.scheduleId, productIds: lives.productIds })
    .from(lives)
    .where(inArray(lives.scheduleId, scheduleIds))
    .orderBy(asc(lives.startAt), asc(lives.endAt), asc(lives.id));
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
 * The published schedules matching `filter` (all when undefined), split as the storefront shows
 * them: lives (running, upcoming, or ended within the hour; soonest first, with featured products)
 * and archives (newest first, at most `archiveLimit`).
 */
export const schedulesOf = async (
  db: Executor,
  filter: SQL | undefined,
  now: Date,
  options: { archiveLimit?: number } = {},
): Promise<{ lives: LiveSummary[]; archives: ArchiveSummary[] }> => {
  const [live, archive] = await Promise.all([
    pageOfLives(db, filter, now, { limit: Number.MAX_SAFE_INTEGER, offset: 0 }),
    pageOfArchives(db, filter, now, { limit: options.archiveLimit ?? Number.MAX_SAFE_INTEGER, offset: 0 }),
  ]);
  return { lives: live, archives: archive };
};

type Page = { limit: number; offset: number };

const pageOfLives = async (db: Executor, filter: SQL | undefined, now: Date, page: Page) => {
  const rows = await db
    .select()
    .from(schedules)
    .where(and(publishedSchedule, filter, liveWindow(now)))
    .orderBy(...LIVE_ORDER)
    .limit(page.limit)
    .offset(page.offset);
  const featured = await featuredProducts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentLiveSummary(row, featured.get(row.id) ?? [], now));
};

const pageOfArchives = async (db: Executor, filter: SQL | undefined, now: Date, page: Page) => {
  const rows = await db
    .select()
    .from(schedules)
    .where(and(publishedSchedule, filter, archiveWindow(now)))
    .orderBy(...ARCHIVE_ORDER)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(presentArchiveSummary);
};

const countWhere = async (db: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(schedules).where(where);
  return Number(row?.total ?? 0);
};

/** One page of lives (the same window and order as the home page) and how many there are. */
export const livesPage = async (db: Executor, filter: SQL | undefined, now: Date, page: Page) => {
  const [items, total] = await Promise.all([
    pageOfLives(db, filter, now, page),
    countWhere(db, and(publishedSchedule, filter, liveWindow(now))),
  ]);
  return { items, total };
};

/** One page of archives (the same window and order as the home page) and how many there are. */
export const archivesPage = async (db: Executor, filter: SQL | undefined, now: Date, page: Page) => {
  const [items, total] = await Promise.all([
    pageOfArchives(db, filter, now, page),
    countWhere(db, and(publishedSchedule, filter, archiveWindow(now))),
  ]);
  return { items, total };
};
