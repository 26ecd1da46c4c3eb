import type { Database } from '../../db/client.ts';
import type { StaffTokenVerifier } from '../../plugins/console-auth.ts';
import { createAccessTokenVerifier } from '../auth/index.ts';
import { findStaffById } from './accounts.ts';
import { CONSOLE_AUDIENCE } from './audience.ts';

/**
 * The console guard's token check: a console-audience JWT of a live session of a live staff
 * account (the auth module's verifier with the console audience), then the account's role and
 * marche as they are now — a role change applies at the next request, not at the next sign-in.
 */
export const createStaffTokenVerifier = (db: Database, secret: Uint8Array): StaffTokenVerifier => {
  const verifySession = createAccessTokenVerifier(db, secret, CONSOLE_AUDIENCE);
  return async (token) => {
    const session = await verifySession(token);
    if (!session?.sessionId || session.expiresAt === undefined) return null;
    const staff = await findStaffById(db, session.userId);
    if (!staff) return null;
    return {
      staffId: staff.id,
      role: staff.role,
      coordinatorId: staff.coordinatorId,
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
    };
  };
};
