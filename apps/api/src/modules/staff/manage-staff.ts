import type { CreateStaffRequest, StaffAccount, StaffListResponse } from '@hatake/contract';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { coordinators, staffAccounts } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';
import { assertNewPassword, hashPassword, normaliseEmail } from '../auth/index.ts';
import { findStaffByEmail, presentStaff } from './accounts.ts';
import { recordAudit } from './audit.ts';

/** The staff-account calls are the administrators'; a coordinator → 403. */
export const assertAdministrator = (staff: StaffPrincipal): void => {
  if (staff.role !== 'administrator') {
    throw new DomainError('PermissionDenied', 'staff accounts are managed by administrators');
  }
};

/** GET /v1/console/staff: live accounts, oldest first, optionally the coordinators of one marche. */
export const listStaff = async (
  db: Executor,
  staff: StaffPrincipal,
  query: { coordinatorId?: string | undefined; limit: number; offset: number },
): Promise<StaffListResponse> => {
  assertAdministrator(staff);
  const conditions: SQL[] = [isNull(staffAccounts.deletedAt)];
  if (query.coordinatorId) conditions.push(eq(staffAccounts.coordinatorId, query.coordinatorId));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(where)
    .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(staffAccounts).where(where);
  const accounts: StaffAccount[] = [];
  for (const row of rows) accounts.push(await presentStaff(db, row));
  return { staff: accounts, total: totals?.total ?? 0 };
};

/**
 * POST /v1/console/staff: a new coordinator (of an existing marche) or administrator, with the
 * shoppers' password rule; an address already in use → 409. Audited without the password.
 */
export const createStaff = async (
  db: Database,
  staff: StaffPrincipal,
  body: CreateStaffRequest,
  requestId = '',
): Promise<StaffAccount> => {
  assertAdministrator(staff);
  const email = normaliseEmail(body.email);
  assertNewPassword(body.password, body.password, email);
  if (body.role === 'coordinator' && !body.coordinatorId) {
    throw invalidArgument('coordinatorId is required for a coordinator');
  }
  if (body.role === 'administrator' && body.coordinatorId) {
    throw invalidArgument('coordinatorId must be absent for an administrator');
  }
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (body.coordinatorId) {
      const [marche] = await tx
        .select({ id: coordinators.id })
        .from(coordinators)
        .where(and(eq(coordinators.id, body.coordinatorId), isNull(coordinators.deletedAt)))
        .limit(1);
      if (!marche) throw notFound('coordinator');
    }
    if (await findStaffByEmail(tx, email)) throw new DomainError('AlreadyExists', 'email is already in use');
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        email,
        passwordHash,
        displayName: body.displayName.trim(),
        role: body.role,
        coordinatorId: body.coordinatorId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('AlreadyExists', 'email is already in use');
    const after = await presentStaff(tx, row);
    await recordAudit(
      tx,
      staff,
      { action: 'staff.create', entityType: 'staff', entityId: row.id, before: null, after },
      requestId,
    );
    return after;
  });
};
