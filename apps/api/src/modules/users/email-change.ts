import { AuthProviderType, VerificationPurpose } from '../../db/enums.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  consumeCode,
  emailInUse,
  findVerifiedMemberByEmail,
  type MailContext,
  mailCodeAtMostEveryInterval,
  normaliseEmail,
} from '../auth/index.ts';
import { currentMember, type UsersDependencies, updateMember } from './current-member.ts';

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
    await updateMember(deps, userId, { email }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
};
