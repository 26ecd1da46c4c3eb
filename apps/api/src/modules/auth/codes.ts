import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { VerificationPurpose } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import type { MailLocale } from '../../mail/locale.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { type CodeMailPurpose, codeMail } from '../../mail/templates/verification.ts';
import type { AuthDependencies } from './deps.ts';

export type CodePurpose = (typeof VerificationPurpose)[keyof typeof VerificationPurpose];

/** How long a code is valid. */
export const CODE_TTL_MINUTES = 30;
/** Wrong guesses allowed per code; after that the code is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

const MAIL_PURPOSE: Record<number, CodeMailPurpose> = {
  [VerificationPurpose.SIGN_UP]: 'signUp',
  [VerificationPurpose.EMAIL_CHANGE]: 'emailChange',
  [VerificationPurpose.PASSWORD_RESET]: 'passwordReset',
};

const codeHash = (secret: Uint8Array, userId: string, purpose: number, code: string): string =>
  hmac(secret, `${userId}:${purpose}:${code}`);

/** Whose code, for what, sent where. */
export type CodeTarget = { userId: string; purpose: CodePurpose; email: string };

/**
 * Creates a fresh 6-digit code for `target` (earlier open codes of the same purpose stop working)
 * and stores its HMAC. The insert selects the user row, so for an id that names no user the same
 * statements run and store nothing (`stored: false`): forgot-password does exactly this for unknown
 * addresses, so both cost the same work (docs/accounts.md, "Password reset").
 */
export const issueCode = async (
  deps: { db: Executor; secret: Uint8Array },
  target: CodeTarget,
  now: Date = new Date(),
): Promise<{ code: string; stored: boolean }> => {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const stored = await deps.db.transaction(async (tx) => {
    // Housekeeping: this user's expired codes can no longer do anything.
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.userId, target.userId), lt(verificationCodes.expiresAt, now)));
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, target.userId),
          eq(verificationCodes.purpose, target.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const inserted = await tx
      .insert(verificationCodes)
      .select(
        tx
          .select({
            id: sql`${newId()}`.as('id'),
            userId: users.id,
            purpose: sql`${target.purpose}::integer`.as('purpose'),
            email: sql`${target.email}::text`.as('email'),
            codeHash: sql`${codeHash(deps.secret, target.userId, target.purpose, code)}::text`.as(
              'code_hash',
            ),
            attempts: sql`0`.as('attempts'),
            expiresAt:
              sql`${new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString()}::timestamptz`.as(
                'expires_at',
              ),
            consumedAt: sql`null::timestamptz`.as('consumed_at'),
            createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
          })
          .from(users)
          .where(eq(users.id, target.userId)),
      )
      .returning({ id: verificationCodes.id });
    return inserted.length > 0;
  });
  return { code, stored };
};

/** The e-mail carrying `code` to `target.email`, in the recipient's language. */
export const codeMessage = (
  target: CodeTarget & { username: string; locale: MailLocale },
  code: string,
): MailMessage => ({
  to: target.email,
  ...codeMail({
    purpose: MAIL_PURPOSE[target.purpose] ?? 'signUp',
    code,
    username: target.username,
    expiresInMinutes: CODE_TTL_MINUTES,
    locale: target.locale,
  }),
});

/**
 * Checks a code against the user's latest open code of that purpose and consumes it. Every wrong
 * guess counts; expired, exhausted or wrong codes are 400 naming `verifyCode`. Returns the address
 * the code was sent to.
 */
export const consumeCode = async (
  deps: Pick<AuthDependencies, 'db' | 'secret'>,
  target: { userId: string; purpose: CodePurpose; code: string },
  now: Date = new Date(),
): Promise<{ email: string }> => {
  const [row] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, target.userId),
        eq(verificationCodes.purpose, target.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) {
    throw invalidArgument('verifyCode has expired; request a new code');
  }
  const expected = codeHash(deps.secret, target.userId, target.purpose, target.code.trim());
  if (!safeEqual(expected, row.codeHash)) {
    await deps.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw invalidArgument('verifyCode is incorrect');
  }
  // Conditional: of two concurrent correct submissions only one consumes the code.
  const consumed = await deps.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) throw invalidArgument('verifyCode has expired; request a new code');
  return { email: row.email };
};

/**
 * True when `code` is one that was already used (consumed) for this user and purpose: a repeated
 * confirmation of a sign-up that went through. Nothing is consumed or counted (the code has done
 * its work; the route is rate limited).
 */
export const matchesConsumedCode = async (
  deps: Pick<AuthDependencies, 'db' | 'secret'>,
  target: { userId: string; purpose: CodePurpose; code: string },
): Promise<boolean> => {
  const rows = await deps.db
    .select({ codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, target.userId),
        eq(verificationCodes.purpose, target.purpose),
        isNotNull(verificationCodes.consumedAt),
      ),
    );
  const expected = codeHash(deps.secret, target.userId, target.purpose, target.code.trim());
  return rows.some((row) => safeEqual(expected, row.codeHash));
};
