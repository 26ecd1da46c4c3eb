import type {
  AuthResponse,
  CreateAuthUserRequest,
  ResetAuthPasswordRequest,
  SignInRequest,
  UpdateAuthPasswordRequest,
  VerifyAuthUserRequest,
} from '@hatake/contract';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AuthProviderType, UserType, VerificationPurpose } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import type { BackgroundTasks } from './background.ts';
import { codeMessage, consumeCode, issueCode, matchesConsumedCode } from './codes.ts';
import { type AuthDependencies, type MailContext, normaliseEmail } from './deps.ts';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.ts';
import { mailCodeAtMostEveryInterval } from './resend.ts';
import { revokeUserSessions, startSession } from './sessions.ts';

const liveMember = and(eq(users.type, UserType.MEMBER), isNull(users.deletedAt));

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

const BAD_CREDENTIALS = 'username or password is incorrect';

/** Sign-in with e-mail and password: a new session. Unknown, unverified or wrong → 401 (one message). */
export const signIn = async (
  deps: AuthDependencies,
  request: SignInRequest,
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const user = await findVerifiedMemberByEmail(deps.db, normaliseEmail(request.username));
  const ok = await verifyPassword(user?.passwordHash ?? null, request.password);
  if (!user || !ok) throw new DomainError('Unauthenticated', BAD_CREDENTIALS);
  return startSession(deps, user.id, now);
};

/**
 * Starts a password reset: e-mails a code when a verified member who signs in with a password has
 * this address. The answer comes before anything depends on the address: the lookup, the code and
 * the mail run after it (`background`), so neither the answer nor its timing reveals who has an
 * account. That work is the same for every address too — for an unknown one `issueCode` runs the
 * same statements with a random id and stores nothing — so it does not show in the server's load
 * either (docs/accounts.md, "Password reset").
 */
export const forgotPassword = (
  deps: AuthDependencies & { background: BackgroundTasks },
  emailInput: string,
  context: MailContext,
  now: Date = new Date(),
): void => {
  const email = normaliseEmail(emailInput);
  deps.background.run('password reset code', async () => {
    const found = await findVerifiedMemberByEmail(deps.db, email);
    const member = found?.providerType === AuthProviderType.EMAIL ? found : undefined;
    const target = { userId: member?.id ?? newId(), purpose: VerificationPurpose.PASSWORD_RESET, email };
    const { code, stored } = await issueCode(deps, target, now);
    if (member && stored) {
      await deps.mailer.send(
        codeMessage({ ...target, username: member.username, locale: context.locale }, code),
      );
    }
  });
};

/** Completes a password reset with the e-mailed code; every session of the user is signed out. */
export const resetPassword = async (
  deps: AuthDependencies,
  request: ResetAuthPasswordRequest,
  now: Date = new Date(),
): Promise<void> => {
  const email = normaliseEmail(request.email);
  const user = await findVerifiedMemberByEmail(deps.db, email);
  if (!user) throw invalidArgument('verifyCode has expired; request a new code');
  assertNewPassword(request.password, request.passwordConfirmation, email);
  await consumeCode(
    deps,
    { userId: user.id, purpose: VerificationPurpose.PASSWORD_RESET, code: request.verifyCode },
    now,
  );
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
  });
};

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
