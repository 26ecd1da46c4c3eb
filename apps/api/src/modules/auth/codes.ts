import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { VerificationPurpose } from '../../db/enums.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import type { MailLocale } from '../../mail/locale.ts';
import { type CodeMailPurpose, codeMail } from '../../mail/templates/verification.ts';
import type { AuthDependencies } from './deps.ts';
import { hmac, safeEqual } from './tokens.ts';

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

/**
 * Creates a fresh 6-digit code (earlier open codes of the same purpose stop working), stores its
 * HMAC, and e-mails the code to `email` in the recipient's language.
 */
export const sendCode = async (
  deps: Pick<AuthDependencies, 'db' | 'mailer' | 'secret'>,
  target: {
    userId: string;
    purpose: CodePurpose;
    email: string;
    username: string;
    locale: MailLocale;
  },
  now: Date = new Date(),
): Promise<void> => {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await deps.db.transaction(async (tx) => {
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
    await tx.insert(verificationCodes).values({
      userId: target.userId,
      purpose: target.purpose,
      email: target.email,
      codeHash: codeHash(deps.secret, target.userId, target.purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  const purpose = MAIL_PURPOSE[target.purpose] ?? 'signUp';
  await deps.mailer.send({
    to: target.email,
    ...codeMail({
      purpose,
      code,
      username: target.username,
      expiresInMinutes: CODE_TTL_MINUTES,
      locale: target.locale,
    }),
  });
};

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
