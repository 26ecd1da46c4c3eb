import type { TotpEnrolmentResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';
import { revokeUserSessions, verifyPassword } from '../auth/index.ts';
import { findStaffById } from './accounts.ts';
import { CONSOLE_AUDIENCE } from './audience.ts';
import { recordAudit } from './audit.ts';
import { matchTotp, newTotpSecret, otpauthUri, totpStep } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-seal.ts';

const lockStaff = async (db: Executor, staffId: string) => {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
    .limit(1)
    .for('update');
  return row;
};

/**
 * True when `code` is the account's current TOTP code (±1 step) and newer than the last code it
 * accepted; that step is then remembered, so the same code cannot be used twice. The row is locked
 * for the check, so two requests with one code cannot both pass.
 */
export const acceptTotp = async (
  db: Database,
  authSecret: Uint8Array,
  staffId: string,
  code: string,
  now: Date,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    const secret = staff?.totpSecret ? openTotpSecret(authSecret, staff.totpSecret) : null;
    if (!staff || !secret) return false;
    const step = matchTotp(secret, code, now, staff.totpLastStep);
    if (step === null) return false;
    await tx.update(staffAccounts).set({ totpLastStep: step }).where(eq(staffAccounts.id, staffId));
    return true;
  });

const alreadyOn = () => new DomainError('FailedPrecondition', 'two-factor sign-in is already on');
const wrongCode = () => new DomainError('InvalidArgument', 'totpCode is incorrect');

/**
 * Starts (or restarts) enrolment: a new secret, not in force until confirmed with a code from the
 * app. With two-factor sign-in already on → 412 (turn it off first).
 */
export const startTotpEnrolment = async (
  db: Database,
  authSecret: Uint8Array,
  staff: StaffPrincipal,
  password: string,
): Promise<TotpEnrolmentResponse> => {
  const account = await findStaffById(db, staff.staffId);
  if (!account) throw new DomainError('Unauthenticated', 'the account no longer exists');
  await assertCurrentPassword(account.passwordHash, password);
  if (account.totpEnabledAt) throw alreadyOn();
  const secret = newTotpSecret();
  await db
    .update(staffAccounts)
    .set({ totpSecret: sealTotpSecret(authSecret, secret), totpLastStep: 0 })
    .where(eq(staffAccounts.id, staff.staffId));
  return { secret, otpauthUri: otpauthUri(secret, account.email) };
};

/**
 * Turns two-factor sign-in on with the first code of the enrolled secret. No enrolment → 412; wrong
 * code → 400. The account's other console sessions are signed out: they were opened with the
 * password alone, and refreshing them would otherwise go round the code for 30 days.
 */
export const confirmTotp = async (
  db: Database,
  authSecret: Uint8Array,
  staff: StaffPrincipal,
  code: string,
  now: Date = new Date(),
  requestId = '',
): Promise<void> => {
  await db.transaction(async (tx) => {
    const account = await lockStaff(tx, staff.staffId);
    if (!account) throw new DomainError('Unauthenticated', 'the account no longer exists');
    if (account.totpEnabledAt) throw alreadyOn();
    const secret = account.totpSecret ? openTotpSecret(authSecret, account.totpSecret) : null;
    if (!secret) {
      throw new DomainError('FailedPrecondition', 'start the enrolment first (POST /v1/console/me/totp)');
    }
    const step = matchTotp(secret, code, now, account.totpLastStep);
    if (step === null) throw wrongCode();
    await tx
      .update(staffAccounts)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(eq(staffAccounts.id, staff.staffId));
    await revokeUserSessions(tx, staff.staffId, now, staff.sessionId, CONSOLE_AUDIENCE);
    await recordAudit(
      tx,
      staff,
      {
        action: 'staff.totp.enable',
        entityType: 'staff',
        entityId: staff.staffId,
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      },
      requestId,
    );
  });
};

/**
 * Turns two-factor sign-in off; needs the password and a current code. Wrong password → 401;
 * not on → 412; wrong code → 400.
 */
export const disableTotp = async (
  db: Database,
  authSecret: Uint8Array,
  staff: StaffPrincipal,
  code: string,
  password: string,
  now: Date = new Date(),
  requestId = '',
): Promise<void> => {
  await db.transaction(async (tx) => {
    const account = await lockStaff(tx, staff.staffId);
    if (!account) throw new DomainError('Unauthenticated', 'the account no longer exists');
    await assertCurrentPassword(account.passwordHash, password);
    const secret = account.totpSecret ? openTotpSecret(authSecret, account.totpSecret) : null;
    if (!account.totpEnabledAt || !secret) {
      throw new DomainError('FailedPrecondition', 'two-factor sign-in is not on');
    }
    if (matchTotp(secret, code, now, account.totpLastStep) === null) throw wrongCode();
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: totpStep(now) })
      .where(eq(staffAccounts.id, staff.staffId));
    await recordAudit(
      tx,
      staff,
      {
        action: 'staff.totp.disable',
        entityType: 'staff',
        entityId: staff.staffId,
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      },
      requestId,
    );
  });
};

/**
 * Two-factor sign-in is set up and turned off only with the password asked again: a stolen session
 * alone could otherwise enrol its own secret and lock the owner out, or turn the code off.
 */
const assertCurrentPassword = async (passwordHash: string, password: string): Promise<void> => {
  if (!(await verifyPassword(passwordHash, password)))
    throw new DomainError('Unauthenticated', 'password is incorrect');
};
