import { and, eq, isNull } from 'drizzle-orm';
import { staffAccounts } from '../../db/schema/index.ts';
import type { SessionAudience } from '../auth/index.ts';

/**
 * The seller console's sessions: the auth module's machinery (rotation, grace window, reuse
 * detection) with the console's own token audience and the staff accounts as the accounts.
 */
export const CONSOLE_AUDIENCE: SessionAudience = {
  tokenAudience: 'hatake-console',
  accountColumn: 'staffId',
  accountIsLive: async (db, staffId) => {
    const live = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.deletedAt)))
      .limit(1);
    return live.length > 0;
  },
};
