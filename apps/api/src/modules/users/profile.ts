import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { accountIdInUse, accountIdTaken } from '../auth/index.ts';
import { type UsersDependencies, updateMember } from './current-member.ts';

export const updateUsername = async (
  deps: UsersDependencies,
  userId: string,
  username: string,
  now = new Date(),
) => {
  const trimmed = username.trim();
  assertVisibleText({ username: trimmed }, ['username']);
  await updateMember(deps, userId, { username: trimmed }, now);
};

export const updateNotification = (
  deps: UsersDependencies,
  userId: string,
  enabled: boolean,
  now = new Date(),
) => updateMember(deps, userId, { notificationEnabled: enabled }, now);

/** Changes the public handle; another live member's handle is 409. */
export const updateAccountId = async (
  deps: UsersDependencies,
  userId: string,
  accountId: string,
  now = new Date(),
) => {
  if (await accountIdTaken(deps.db, accountId, userId)) throw accountIdInUse();
  try {
    await updateMember(deps, userId, { accountId }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountIdInUse();
    throw error;
  }
};
