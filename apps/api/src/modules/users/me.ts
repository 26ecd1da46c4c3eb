import type { AuthUserResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { currentMember, type UsersDependencies } from './current-member.ts';

export const getMe = async (
  deps: Pick<UsersDependencies, 'db'>,
  userId: string,
): Promise<AuthUserResponse> => {
  const user = await currentMember(deps, userId);
  return {
    id: user.id,
    accountId: user.accountId,
    username: user.username,
    lastname: user.lastname,
    firstname: user.firstname,
    lastnameKana: user.lastnameKana,
    firstnameKana: user.firstnameKana,
    email: user.email,
    phoneNumber: user.phoneNumber,
    notificationEnabled: user.notificationEnabled,
    thumbnailUrl: user.thumbnailUrl,
  };
};

/** Soft-deletes the account and signs out every session. Orders and reviews keep their rows. */
export const deleteMe = async (
  deps: UsersDependencies,
  userId: string,
  now: Date = new Date(),
): Promise<void> => {
  await currentMember(deps, userId);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, now);
  });
};
