import type { AuditEntry } from '@hatake/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { auditLog, staffAccounts } from '../../db/schema/index.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';

/** One console write, as recorded: what was done to which entity, and the entity before and after. */
export type AuditRecord = {
  /** `<entity>.<verb>`: `product.create`, `product.update`, `product.stock`, `order.ship`… */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity before the write (null when it is created). Any JSON. */
  before: unknown;
  /** The entity after the write (null when it is removed). Any JSON. */
  after: unknown;
};

/** A value as stored in jsonb: Dates become ISO strings, undefined becomes null. */
const asJson = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Records a console write in `audit_log`. Call it with the transaction of the write itself, so the
 * entry and the change commit (or roll back) together:
 *
 *     await app.db.transaction(async (tx) => {
 *       const [after] = await tx.update(products)….returning();
 *       await recordAudit(tx, request.staff(), { action: 'product.update', entityType: 'product',
 *         entityId: id, before, after }, request.id);
 *     });
 */
export const recordAudit = async (
  tx: Transaction,
  staff: Pick<StaffPrincipal, 'staffId' | 'role' | 'coordinatorId'>,
  record: AuditRecord,
  requestId = '',
): Promise<void> => {
  await tx.insert(auditLog).values({
    staffId: staff.staffId,
    role: staff.role,
    coordinatorId: staff.coordinatorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: asJson(record.before),
    after: asJson(record.after),
    requestId,
  });
};

export type AuditFilter = {
  entityType?: string | undefined;
  entityId?: string | undefined;
  staffId?: string | undefined;
  limit: number;
  offset: number;
};

/** The audit log, newest first, with the total of the filter (administrators only: the route checks). */
export const listAudit = async (
  db: Executor,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditLog, staffEmail: staffAccounts.email })
    .from(auditLog)
    .innerJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    entries: rows.map(({ entry, staffEmail }) => ({
      id: entry.id,
      staffId: entry.staffId,
      staffEmail,
      role: entry.role,
      coordinatorId: entry.coordinatorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: Math.floor(entry.createdAt.getTime() / 1000),
    })),
    total: totals?.total ?? 0,
  };
};
