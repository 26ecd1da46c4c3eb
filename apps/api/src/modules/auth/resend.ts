import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { UserType, VerificationPurpose } from '../../db/enums.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import type { MailLocale } from '../../mail/locale.ts';
import { type CodeTarget, codeMessage, issueCode } from './codes.ts';
import type { AuthDependencies, MailContext } from './deps.ts';

/**
 * Seconds before another sign-up code may go to an address whose last one was sent at `lastSentAt`
 * (0: now). Counted per address, not per sign-up id: every pending sign-up of one address shares
 * the inbox, so signing up again cannot be used to mail it faster. Rounded up, so a client that
 * waits the answered seconds is never refused again.
 */
export function resendWaitSeconds(
  lastSentAt: Date | undefined,
  now: Date,
  intervalSeconds: number = SIGN_UP_CODE_RESEND_SECONDS,
): number {
  if (!lastSentAt) return 0;
  const elapsed = now.getTime() - lastSentAt.getTime();
  // A clock that went back (or a code stamped ahead) must not lock the address for longer.
  if (elapsed < 0) return intervalSeconds;
  return Math.max(0, Math.ceil((intervalSeconds * 1000 - elapsed) / 1000));
}

/** Namespace (first key) of the advisory locks that serialise code mails to one address. */
const CODE_MAIL_LOCK_NAMESPACE = 7_201;

export type ResendOutcome = { sent: true } | { sent: false; retryAfterSeconds: number };

/**
 * Issues a code for `target` and mails it — unless a code of the same purpose went to the same
 * address less than `deps.codeResendSeconds` ago (SIGN_UP_CODE_RESEND_SECONDS unless configured), whatever call sent it (a sign-up, a resend, an
 * e-mail change), in which case nothing is issued or sent and the wait is answered. Counted per
 * address, not per user id: ten sign-ups of one address with ten account ids share one inbox, so
 * they get one mail per interval. Serialised per address by a transaction-level advisory lock, so
 * parallel calls cannot all see "long enough ago".
 */
export async function mailCodeAtMostEveryInterval(
  deps: Pick<AuthDependencies, 'db' | 'mailer' | 'secret' | 'codeResendSeconds'>,
  target: CodeTarget & { username: string; locale: MailLocale },
  now: Date = new Date(),
): Promise<ResendOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${CODE_MAIL_LOCK_NAMESPACE}, hashtext(${target.email}))`,
    );
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, target.email), eq(verificationCodes.purpose, target.purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const wait = resendWaitSeconds(last?.createdAt, now, deps.codeResendSeconds);
    if (wait > 0) return { sent: false as const, retryAfterSeconds: wait };
    const { code } = await issueCode({ db: tx, secret: deps.secret }, target, now);
    return { sent: true as const, code };
  });
  if (!outcome.sent) return outcome;
  await deps.mailer.send(codeMessage(target, outcome.code));
  return { sent: true };
}

/**
 * A new code for a pending sign-up, mailed to the address it was made with (earlier codes stop
 * working). Unknown or deleted id → 400 naming `id`; already confirmed → 412 (sign in instead); a
 * sign-up code to that address less than SIGN_UP_CODE_RESEND_SECONDS ago (by this call or a
 * sign-up) → `{sent: false}` with the wait, which the route answers 429.
 */
export async function resendSignUpCode(
  deps: AuthDependencies,
  id: string,
  context: MailContext,
  now: Date = new Date(),
): Promise<ResendOutcome> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, UserType.MEMBER), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw invalidArgument('id does not name a pending sign-up');
  if (user.verifiedAt) {
    throw new DomainError('FailedPrecondition', 'id is already confirmed; sign in instead');
  }
  return mailCodeAtMostEveryInterval(
    deps,
    {
      userId: user.id,
      purpose: VerificationPurpose.SIGN_UP,
      email: user.email,
      username: user.username,
      locale: context.locale,
    },
    now,
  );
}
