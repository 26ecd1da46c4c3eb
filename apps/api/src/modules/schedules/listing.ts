import type { ArchiveSummary, LiveProduct, LiveSummary } from '@hatake/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lives, products, schedules } from '../../db/schema/index.ts';
import { presentLiveProduct } from '../products/index.ts';
import { presentArchiveSummary, presentLiveSummary } from './present.ts';

/** A broadcast stays among the lives for an hour after it ends, then counts as an archive. */
export const LIVE_GRACE_MS = 60 * 60 * 1000;

const published = and(eq(schedules.public, true), eq(schedules.approved, true), isNull(schedules.deletedAt));

/** Featured products of each schedule: those its producers present, in slot order, public ones only. */
const featuredProducts = async (db: Executor, scheduleIds: string[]): Promise<Map<string, LiveProduct[]>> => {
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
  const graceStart = new Date(now.getTime() - LIVE_GRACE_MS);
  const [liveRows, archiveRows] = await Promise.all([
    db
      .select()
      .from(schedules)
      .where(and(published, filter, gte(schedules.endAt, graceStart)))
      .orderBy(asc(schedules.startAt), asc(schedules.id)),
    db
      .select()
      .from(schedules)
      .where(and(published, filter, lt(schedules.endAt, graceStart)))
      .orderBy(desc(schedules.startAt), asc(schedules.id))
      .limit(options.archiveLimit ?? Number.MAX_SAFE_INTEGER),
  ]);
  const featured = await featuredProducts(
    db,
    liveRows.map((row) => row.id),
  );
  return {
    lives: liveRows.map((row) => presentLiveSummary(row, featured.get(row.id) ?? [], now)),
    archives: archiveRows.map(presentArchiveSummary),
  };
};
