import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { users } from '../../db/schema/index.ts';
import { SHOP_TOKEN_AUDIENCE } from './tokens.ts';

/**
 * Whose sessions these are. Shoppers and seller-console staff share the session machinery
 * (refresh-token rotation, the grace window, reuse detection, access tokens) but never each
 * other's tokens: an access token names its audience (the JWT `aud`), and a refresh token's row
 * names its account in the audience's own column, so a token of one audience is unknown to the
 * other (docs/console.md#sign-in).
 */
export type SessionAudience = {
  /** The access token's `aud` claim. */
  tokenAudience: string;
  /** The refresh_tokens column that names the account. */
  accountColumn: 'userId' | 'staffId';
  /** True while the account may still use its sessions (not deleted…). */
  accountIsLive(db: Executor, accountId: string): Promise<boolean>;
};

/** Shoppers (members): the `users` table, `aud` = `hatake-api`. */
export const SHOP_AUDIENCE: SessionAudience = {
  tokenAudience: SHOP_TOKEN_AUDIENCE,
  accountColumn: 'userId',
  accountIsLive: async (db, userId) => {
    const live = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.type, UserType.MEMBER), isNull(users.deletedAt)))
      .limit(1);
    return live.length > 0;
  },
};
