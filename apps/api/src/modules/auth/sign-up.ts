import type { CreateAuthUserRequest, VerifyAuthUserRequest } from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import { AuthProviderType, UserType, VerificationPurpose } from '../../db/enums.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { consumeCode, matchesConsumedCode } from './codes.ts';
import { type AuthDependencies, type MailContext, normaliseEmail } from './deps.ts';
import {
  accountIdInUse,
  accountIdTaken,
  emailInUse,
  findVerifiedMemberByEmail,
  liveMember,
} from './members.ts';
import { assertNewPassword, hashPassword } from './passwords.ts';
import { mailCodeAtMostEveryInterval } from './resend.ts';

/**
 * Sign-up with e-mail and password: stores an unverified member and e-mails a 6-digit code. An
 * e-mail that belongs to a verified member is 409. Every sign-up is its own pending member with its
 * own code (a lost code is no dead end: sign up again). Pending rows are never updated in place:
 * otherwise anyone could re-submit a stranger's pending sign-up with their own password and wait
 * for the stranger to confirm it. The first one confirmed wins; the others can no longer be.
 */
export const signUp = async (
  deps: AuthDependencies,
  request: CreateAuthUserRequest,
  context: MailContext,
  now: Date = new Date(),
): Promise<{ id: string }> => {
  const email = normaliseEmail(request.email);
  assertNewPassword(request.password, request.passwordConfirmation, email);
  const fields = {
    username: request.username.trim(),
    accountId: request.accountId.trim(),
    lastname: request.lastname.trim(),
    firstname: request.firstname.trim(),
    lastnameKana: request.lastnameKana,
    firstnameKana: request.firstnameKana,
    phoneNumber: request.phoneNumber,
  };
  assertVisibleText(fields, ['username', 'lastname', 'firstname', 'lastnameKana', 'firstnameKana']);
  if (await findVerifiedMemberByEmail(deps.db, email)) throw emailInUse();
  if (await accountIdTaken(deps.db, fields.accountId)) throw accountIdInUse();

  const [created] = await deps.db
    .insert(users)
    .values({
      ...fields,
      type: UserType.MEMBER,
      providerType: AuthProviderType.EMAIL,
      email,
      passwordHash: await hashPassword(request.password),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned no row');
  const id = created.id;
  // Within the interval of the last sign-up code to this address, no new one is mailed (the
  // pending sign-up still stands; its code can be resent once the interval has passed): signing
  // up again and again must not mail an inbox faster than the resend call may.
  await mailCodeAtMostEveryInterval(
    deps,
    {
      userId: id,
      purpose: VerificationPurpose.SIGN_UP,
      email,
      username: fields.username,
      locale: context.locale,
    },
    now,
  );
  return { id };
};

/**
 * Confirms a sign-up with its code: the member becomes verified and can sign in. Confirming an
 * already verified member again answers as the first time with the same code, and 400 with any
 * other (docs/accounts.md, "Sign-up").
 */
export const verifySignUp = async (
  deps: AuthDependencies,
  request: VerifyAuthUserRequest,
  now: Date = new Date(),
): Promise<void> => {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(liveMember, eq(users.id, request.id)))
    .limit(1);
  if (!user) throw invalidArgument('id does not name a pending sign-up');
  if (user.verifiedAt) {
    // A repeated confirmation (double submit, second tab) succeeds only with the code that
    // confirmed the account; any other code is refused as for a pending member.
    if (
      !(await matchesConsumedCode(deps, {
        userId: user.id,
        purpose: VerificationPurpose.SIGN_UP,
        code: request.verifyCode,
      }))
    ) {
      throw invalidArgument('verifyCode is incorrect');
    }
    return;
  }
  await consumeCode(
    deps,
    { userId: user.id, purpose: VerificationPurpose.SIGN_UP, code: request.verifyCode },
    now,
  );
  try {
    await deps.db.update(users).set({ verifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  } catch (error) {
    // Someone verified the same e-mail or account id in the meantime.
    if (isUniqueViolation(error))
      throw new DomainError('AlreadyExists', 'email or accountId is already in use');
    throw error;
  }
};
