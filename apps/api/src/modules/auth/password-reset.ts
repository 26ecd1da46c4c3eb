import type { ResetAuthPasswordRequest } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { AuthProviderType, VerificationPurpose } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { users } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import type { BackgroundTasks } from './background.ts';
import { codeMessage, consumeCode, issueCode } from './codes.ts';
import { type AuthDependencies, type MailContext, normaliseEmail } from './deps.ts';
import { findVerifiedMemberByEmail } from './members.ts';
import { assertNewPassword, hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

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
