import type { UpdateAuthPasswordRequest } from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AuthDependencies } from './deps.ts';
import { liveMember } from './members.ts';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/** Changes the password of the signed-in user (old one wrong → 401); other sessions are signed out. */
export const updatePassword = async (
  deps: AuthDependencies,
  session: { userId: string; sessionId?: string },
  request: UpdateAuthPasswordRequest,
  now: Date = new Date(),
): Promise<void> => {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(liveMember, eq(users.id, session.userId)))
    .limit(1);
  if (!user) throw new DomainError('Unauthenticated', 'the account no longer exists');
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) {
    throw new DomainError('Unauthenticated', 'oldPassword is incorrect');
  }
  assertNewPassword(request.newPassword, request.passwordConfirmation, user.email, {
    password: 'newPassword',
    confirmation: 'passwordConfirmation',
  });
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now, session.sessionId);
  });
};
