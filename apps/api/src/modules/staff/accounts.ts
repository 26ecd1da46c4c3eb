/** Staff account lookups shared by sign-in, the guard and the account's own routes. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coordinators, staffAccounts } from '../../db/schema/index.ts';

/** The live (not deleted) staff account with this id, if any. */
export const findStaffById = async (db: Executor, staffId: string) => {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.deletedAt)))
    .limit(1);
  return row;
};

/** The live staff account with this (normalised) e-mail address, if any. */
export const findStaffByEmail = async (db: Executor, email: string) => {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email), isNull(staffAccounts.deletedAt)))
    .limit(1);
  return row;
};

export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

/** The account as GET /v1/console/me answers it, with its marche's names. */
export const presentStaff = async (db: Executor, staff: StaffRow) => {
  let marcheName = '';
  let marcheNameEn = '';
  if (staff.coordinatorId) {
    const [marche] = await db
      .select({ name: coordinators.marcheName, nameEn: coordinators.marcheNameEn })
      .from(coordinators)
      .where(eq(coordinators.id, staff.coordinatorId))
      .limit(1);
    marcheName = marche?.name ?? '';
    marcheNameEn = marche?.nameEn ?? '';
  }
  return {
    id: staff.id,
    email: staff.email,
    displayName: staff.displayName,
    role: staff.role,
    coordinatorId: staff.coordinatorId,
    marcheName,
    marcheNameEn,
    totpEnabled: staff.totpEnabledAt !== null,
  };
};
