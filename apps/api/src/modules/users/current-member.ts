/** The signed-in member every account call starts from. */
import { and, eq, isNull } from 'drizzle-orm';
import { UserType } from '../../db/enums.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AuthDependencies } from '../auth/index.ts';

export type UsersDependencies = AuthDependencies;

/** The signed-in member's row; a deleted or unknown account is 401 (its token is no longer good). */
export const currentMember = async (deps: Pick<UsersDependencies, 'db'>, userId: string) => {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, UserType.MEMBER), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new DomainError('Unauthenticated', 'the account no longer exists');
  return user;
};

/** Writes fields of the signed-in member's row (401 when the account no longer exists). */
export const updateMember = async (
  deps: Pick<UsersDependencies, 'db'>,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
  now: Date,
) => {
  await currentMember(deps, userId);
  await deps.db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
};
