import type { AuthUserResponse } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AuthProviderType, UploadStatus, UserType, VerificationPurpose } from '../../db/enums.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import {
  type AuthDependencies,
  accountIdInUse,
  accountIdTaken,
  consumeCode,
  emailInUse,
  findVerifiedMemberByEmail,
  type MailContext,
  mailCodeAtMostEveryInterval,
  normaliseEmail,
  revokeUserSessions,
} from '../auth/index.ts';
import { UPLOAD_TARGETS } from '../uploads/index.ts';

type UsersDependencies = AuthDependencies;

/** The signed-in member's row; a deleted or unknown account is 401 (its token is no longer good). */
const currentMember = async (deps: Pick<UsersDependencies, 'db'>, userId: string) => {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, UserType.MEMBER), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new DomainError('Unauthenticated', 'the account no longer exists');
  return user;
};

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

const update = async (
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

export const updateUsername = async (
  deps: UsersDependencies,
  userId: string,
  username: string,
  now = new Date(),
) => {
  const trimmed = username.trim();
  assertVisibleText({ username: trimmed }, ['username']);
  await update(deps, userId, { username: trimmed }, now);
};

export const updateNotification = (
  deps: UsersDependencies,
  userId: string,
  enabled: boolean,
  now = new Date(),
) => update(deps, userId, { notificationEnabled: enabled }, now);

/**
 * Sets the avatar. Only the URL of a user-thumbnail upload of this member that SUCCEEDED is
 * accepted (so the avatar is always an image of our own storage that was checked and re-encoded
 * at upload); "" clears it, and the current URL may be sent again unchanged (docs/accounts.md).
 */
export const updateThumbnail = async (
  deps: UsersDependencies,
  userId: string,
  thumbnailUrl: string,
  now = new Date(),
) => {
  const url = thumbnailUrl.trim();
  const user = await currentMember(deps, userId);
  if (url !== '' && url !== user.thumbnailUrl) {
    const [upload] = await deps.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          eq(uploads.url, url),
          eq(uploads.ownerUserId, userId),
          eq(uploads.fileGroup, UPLOAD_TARGETS.userThumbnail.dir),
          eq(uploads.status, UploadStatus.SUCCEEDED),
        ),
      )
      .limit(1);
    if (!upload) {
      throw invalidArgument(
        'thumbnailUrl must be the url of your own finished upload (GET /v1/upload/state)',
      );
    }
  }
  await update(deps, userId, { thumbnailUrl: url }, now);
};

/** Changes the public handle; another live member's handle is 409. */
export const updateAccountId = async (
  deps: UsersDependencies,
  userId: string,
  accountId: string,
  now = new Date(),
) => {
  if (await accountIdTaken(deps.db, accountId, userId)) throw accountIdInUse();
  try {
    await update(deps, userId, { accountId }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountIdInUse();
    throw error;
  }
};

/**
 * Starts an e-mail change: a code goes to the NEW address; the address changes only when that code
 * is confirmed (POST /v1/users/me/email/verified). Same address → 412; taken → 409; members who
 * sign in with Google or LINE → 412.
 */
export const requestEmailChange = async (
  deps: UsersDependencies,
  userId: string,
  emailInput: string,
  context: MailContext,
  now = new Date(),
) => {
  const user = await currentMember(deps, userId);
  const email = normaliseEmail(emailInput);
  if (user.providerType !== AuthProviderType.EMAIL) {
    throw new DomainError(
      'FailedPrecondition',
      'the e-mail of a Google or LINE account cannot be changed here',
    );
  }
  if (email === user.email) throw new DomainError('FailedPrecondition', 'email is the current address');
  if (await findVerifiedMemberByEmail(deps.db, email)) throw emailInUse();
  // One code mail per address and interval, as for sign-up: within it the earlier code (still
  // open) stands, so repeating the change cannot mail someone's inbox over and over.
  await mailCodeAtMostEveryInterval(
    deps,
    {
      userId,
      purpose: VerificationPurpose.EMAIL_CHANGE,
      email,
      username: user.username,
      locale: context.locale,
    },
    now,
  );
};

/** Applies a pending e-mail change with its code. */
export const confirmEmailChange = async (
  deps: UsersDependencies,
  userId: string,
  verifyCode: string,
  now = new Date(),
) => {
  await currentMember(deps, userId);
  const { email } = await consumeCode(
    deps,
    { userId, purpose: VerificationPurpose.EMAIL_CHANGE, code: verifyCode },
    now,
  );
  const owner = await findVerifiedMemberByEmail(deps.db, email);
  if (owner && owner.id !== userId) throw emailInUse();
  try {
    await update(deps, userId, { email }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
};
