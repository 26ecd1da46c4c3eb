import type { UpdateAuthPasswordRequest } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';
import { assertNewPassword, hashPassword, revokeUserSessions, verifyPassword } from '../auth/index.ts';
import { findStaffById } from './accounts.ts';
import { CONSOLE_AUDIENCE } from './audience.ts';
import { recordAudit } from './audit.ts';

/**
 * PATCH /v1/console/me/password: the shoppers' password rule (modules/auth/passwords.ts); a wrong
 * `oldPassword` → 401; every other console session of the account is signed out; audited (without
 * any password or hash).
 */
export const changeStaffPassword = async (
  db: Database,
  staff: StaffPrincipal,
  request: UpdateAuthPasswordRequest,
  requestId = '',
  now: Date = new Date(),
): Promise<void> => {
  const account = await findStaffById(db, staff.staffId);
  if (!account) throw new DomainError('Unauthenticated', 'the account no longer exists');
  if (!(await verifyPassword(account.passwordHash, request.oldPassword))) {
    throw new DomainError('Unauthenticated', 'oldPassword is incorrect');
  }
  assertNewPassword(request.newPassword, request.passwordConfirmation, account.email, {
    password: 'newPassword',
    confirmation: 'passwordConfirmation',
  });
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(staffAccounts.id, account.id));
    await revokeUserSessions(tx, account.id, now, staff.sessionId, CONSOLE_AUDIENCE);
    await recordAudit(
      tx,
      staff,
      {
        action: 'staff.password',
        entityType: 'staff',
        entityId: account.id,
        before: { passwordChangedAt: null },
        after: { passwordChangedAt: now.toISOString() },
      },
      requestId,
    );
  });
};
