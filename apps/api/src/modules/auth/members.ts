/** The member lookups sign-up, sign-in, password reset and account changes share. */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

/** A member account that is not deleted. */
export const liveMember = and(eq(users.type, UserType.MEMBER), isNull(users.deletedAt));

/** The verified, live member with this e-mail, if any. */
export const findVerifiedMemberByEmail = async (db: Executor, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(liveMember, eq(users.email, email), isNotNull(users.verifiedAt)))
    .limit(1);
  return row;
};

/** True when a verified, live member other than `exceptUserId` uses this account id. */
export const accountIdTaken = async (
  db: Executor,
  accountId: string,
  exceptUserId?: string,
): Promise<boolean> => {
  const conditions = [liveMember, eq(users.accountId, accountId), isNotNull(users.verifiedAt)];
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
};

export const emailInUse = () => new DomainError('AlreadyExists', 'email is already in use');
export const accountIdInUse = () => new DomainError('AlreadyExists', 'accountId is already in use');
