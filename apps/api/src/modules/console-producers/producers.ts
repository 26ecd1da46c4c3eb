import type {
  ConsoleProducer,
  ConsoleProducersResponse,
  CreateConsoleProducerRequest,
  ListConsoleProducersQuery,
  UpdateConsoleProducerRequest,
} from '@hatake/contract';
import { hasVisibleText } from '@hatake/contract';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { producers, products } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import { canActOnMarche, marcheScope, type StaffPrincipal } from '../../plugins/console-auth.ts';
import { assertConsoleMedia } from '../console-products/index.ts';
import { marcheOfNewEntry, recordAudit } from '../staff/index.ts';

type ProducerRow = typeof producers.$inferSelect;
type Fields = UpdateConsoleProducerRequest;

const seconds = (date: Date): number => Math.max(0, Math.floor(date.getTime() / 1000));

const present = (row: ProducerRow, productCount: number): ConsoleProducer => ({
  id: row.id,
  coordinatorId: row.coordinatorId,
  username: row.username,
  usernameEn: row.usernameEn,
  profile: row.profile,
  profileEn: row.profileEn,
  thumbnailUrl: row.thumbnailUrl,
  headerUrl: row.headerUrl,
  promotionVideoUrl: row.promotionVideoUrl,
  instagramId: row.instagramId,
  facebookId: row.facebookId,
  prefectureCode: row.prefectureCode,
  city: row.city,
  productCount,
  createdAt: seconds(row.createdAt),
  updatedAt: seconds(row.updatedAt),
});

/** Products per producer (not deleted), for the ids given. */
const productCounts = async (db: Executor, ids: string[]): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ producerId: products.producerId, n: count() })
    .from(products)
    .where(and(inArray(products.producerId, ids), isNull(products.deletedAt)))
    .groupBy(products.producerId);
  return new Map(rows.map((row) => [row.producerId, row.n]));
};

const SEARCH_TEXTS = [searchableText(producers.username), searchableText(producers.usernameEn)];

/** The marche's producers (an administrator's: every marche's, or the one asked for), newest change first. */
export const listConsoleProducers = async (
  db: Executor,
  staff: StaffPrincipal,
  query: ListConsoleProducersQuery & { limit: number; offset: number },
): Promise<ConsoleProducersResponse> => {
  const marche = marcheScope(staff, query.coordinatorId);
  const conditions = [
    isNull(producers.deletedAt),
    marche ? eq(producers.coordinatorId, marche) : undefined,
    keywordFilter(SEARCH_TEXTS, query.q),
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(producers)
    .where(where)
    .orderBy(desc(producers.updatedAt), desc(producers.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(producers).where(where);
  const counts = await productCounts(
    db,
    rows.map((row) => row.id),
  );
  return { producers: rows.map((row) => present(row, counts.get(row.id) ?? 0)), total: totals?.total ?? 0 };
};

const findInScope = async (db: Executor, staff: StaffPrincipal, producerId: string, lock: boolean) => {
  const query = db
    .select()
    .from(producers)
    .where(and(eq(producers.id, producerId), isNull(producers.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canActOnMarche(staff, row.coordinatorId)) throw notFound('producer');
  return row;
};

/** One producer of the staff's scope; another marche's → 404. */
export const getConsoleProducer = async (
  db: Executor,
  staff: StaffPrincipal,
  producerId: string,
): Promise<ConsoleProducer> => {
  const row = await findInScope(db, staff, producerId, false);
  return present(row, (await productCounts(db, [row.id])).get(row.id) ?? 0);
};

const columnsOf = (fields: Fields) => ({
  ...(fields.username !== undefined && { username: fields.username.trim() }),
  ...(fields.usernameEn !== undefined && { usernameEn: fields.usernameEn.trim() }),
  ...(fields.profile !== undefined && { profile: fields.profile }),
  ...(fields.profileEn !== undefined && { profileEn: fields.profileEn }),
  ...(fields.thumbnailUrl !== undefined && { thumbnailUrl: fields.thumbnailUrl }),
  ...(fields.headerUrl !== undefined && { headerUrl: fields.headerUrl }),
  ...(fields.promotionVideoUrl !== undefined && { promotionVideoUrl: fields.promotionVideoUrl }),
  ...(fields.instagramId !== undefined && { instagramId: fields.instagramId }),
  ...(fields.facebookId !== undefined && { facebookId: fields.facebookId }),
  ...(fields.prefectureCode !== undefined && { prefectureCode: fields.prefectureCode }),
  ...(fields.city !== undefined && { city: fields.city }),
});

/** The name must show something; pictures are the current ones or console uploads; a video only the current one. */
const checkFields = async (tx: Transaction, fields: Fields, current: ProducerRow | null) => {
  if (fields.username !== undefined && !hasVisibleText(fields.username)) {
    throw invalidArgument('username must not be blank');
  }
  if (
    fields.promotionVideoUrl !== undefined &&
    fields.promotionVideoUrl !== '' &&
    fields.promotionVideoUrl !== current?.promotionVideoUrl
  ) {
    throw invalidArgument('promotionVideoUrl can only be kept or cleared here');
  }
  const kept = new Set([current?.thumbnailUrl ?? '', current?.headerUrl ?? ''].filter(Boolean));
  const pictures = [
    { field: 'thumbnailUrl', url: fields.thumbnailUrl ?? '' },
    { field: 'headerUrl', url: fields.headerUrl ?? '' },
  ];
  await assertConsoleMedia(tx, pictures, kept);
};

/** POST /v1/console/producers: a new producer of the marche, audited. */
export const createConsoleProducer = async (
  db: Database,
  staff: StaffPrincipal,
  body: CreateConsoleProducerRequest,
  requestId = '',
): Promise<ConsoleProducer> =>
  db.transaction(async (tx) => {
    const coordinatorId = await marcheOfNewEntry(tx, staff, body.coordinatorId);
    await checkFields(tx, body, null);
    const [row] = await tx
      .insert(producers)
      .values({
        ...columnsOf(body),
        username: body.username.trim(),
        prefectureCode: body.prefectureCode,
        coordinatorId,
      })
      .returning();
    if (!row) throw new Error('producer insert returned no row');
    const after = present(row, 0);
    await recordAudit(
      tx,
      staff,
      { action: 'producer.create', entityType: 'producer', entityId: row.id, before: null, after },
      requestId,
    );
    return after;
  });

/** PATCH /v1/console/producers/{producerId}: the fields sent, audited; another marche's → 404, nothing changes. */
export const updateConsoleProducer = async (
  db: Database,
  staff: StaffPrincipal,
  producerId: string,
  fields: UpdateConsoleProducerRequest,
  requestId = '',
  now: Date = new Date(),
): Promise<ConsoleProducer> =>
  db.transaction(async (tx) => {
    const current = await findInScope(tx, staff, producerId, true);
    await checkFields(tx, fields, current);
    const counts = await productCounts(tx, [producerId]);
    const before = present(current, counts.get(producerId) ?? 0);
    const [row] = await tx
      .update(producers)
      .set({ ...columnsOf(fields), updatedAt: now })
      .where(eq(producers.id, producerId))
      .returning();
    if (!row) throw notFound('producer');
    const after = present(row, counts.get(producerId) ?? 0);
    await recordAudit(
      tx,
      staff,
      { action: 'producer.update', entityType: 'producer', entityId: producerId, before, after },
      requestId,
    );
    return after;
  });
