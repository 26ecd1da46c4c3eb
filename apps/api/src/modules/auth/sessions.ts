import type { AuthResponse } from '@hatake/contract';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AccessTokenVerifier } from '../../plugins/auth.ts';
import type { AuthDependencies } from './deps.ts';
import { hashRefreshToken, newRefreshToken, readAccessToken, signAccessToken } from './tokens.ts';

type SessionDependencies = Pick<AuthDependencies, 'db' | 'secret' | 'accessTokenTtl' | 'refreshTokenTtl'>;

const unauthenticated = (detail: string) => new DomainError('Unauthenticated', detail);

const tokensFor = async (
  deps: SessionDependencies,
  userId: string,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<AuthResponse> => ({
  userId,
  accessToken: await signAccessToken(deps.secret, { userId, sessionId }, deps.accessTokenTtl, now),
  refreshToken,
  expiresIn: deps.accessTokenTtl,
  tokenType: 'Bearer',
});

/** Signs a user in: a new session (refresh-token family) with its first refresh token and an access token. */
export const startSession = async (
  deps: SessionDependencies,
  userId: string,
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const sessionId = newId();
  const refreshToken = newRefreshToken();
  // Housekeeping: this user's expired tokens can no longer do anything.
  await deps.db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  await deps.db.insert(refreshTokens).values({
    userId,
    familyId: sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
    createdAt: now,
  });
  return tokensFor(deps, userId, sessionId, refreshToken, now);
};

/** Ends one session: every refresh token of the family stops working, and so do its access tokens. */
export const revokeSession = async (
  db: Executor,
  sessionId: string,
  now: Date = new Date(),
): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
};

/** Ends every session of a user, except `keepSessionId` (e.g. the one changing the password). */
export const revokeUserSessions = async (
  db: Executor,
  userId: string,
  now: Date = new Date(),
  keepSessionId?: string,
): Promise<void> => {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepSessionId) conditions.push(ne(refreshTokens.familyId, keepSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
};

/**
 * Exchanges a refresh token for a new pair (rotation). The presented token is retired; presenting a
 * retired or revoked token again is treated as theft: its whole family is revoked (ARCHITECTURE §4).
 */
export const refreshSession = async (
  deps: SessionDependencies,
  refreshToken: string | undefined,
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const token = refreshToken?.trim() ?? '';
  if (token === '') throw unauthenticated('refresh token is missing');
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (!row) throw unauthenticated('refresh token is invalid');
  if (row.revokedAt || row.rotatedAt) {
    await revokeSession(deps.db, row.familyId, now);
    throw unauthenticated('refresh token was already used; the session has been signed out');
  }
  if (row.expiresAt <= now) throw unauthenticated('refresh token has expired');

  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.type, UserType.MEMBER), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw unauthenticated('the account no longer exists');

  const next = newRefreshToken();
  const rotated = await deps.db.transaction(async (tx) => {
    const [successor] = await tx
      .insert(refreshTokens)
      .values({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hashRefreshToken(next),
        expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
        createdAt: now,
      })
      .returning({ id: refreshTokens.id });
    if (!successor) throw new Error('refresh token insert returned no row');
    // Conditional: of two concurrent refreshes with the same token only one wins.
    const retired = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, replacedById: successor.id })
      .where(
        and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
      )
      .returning({ id: refreshTokens.id });
    if (retired.length === 0) {
      await tx.delete(refreshTokens).where(eq(refreshTokens.id, successor.id));
      return false;
    }
    return true;
  });
  if (!rotated) {
    await revokeSession(deps.db, row.familyId, now);
    throw unauthenticated('refresh token was already used; the session has been signed out');
  }
  return tokensFor(deps, row.userId, row.familyId, next, now);
};

/** True while the session has a refresh token that is neither revoked nor expired. */
export const isSessionLive = async (
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<boolean> => {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * The app's access-token verifier: a valid JWT whose session is still live. Checking the session
 * makes sign-out, account deletion and refresh-token theft detection end access tokens at once
 * rather than when they expire, at the cost of one indexed lookup per signed-in request.
 */
export const createAccessTokenVerifier =
  (db: Database, secret: Uint8Array): AccessTokenVerifier =>
  async (token) => {
    const claims = await readAccessToken(secret, token);
    if (!claims) return null;
    if (!(await isSessionLive(db, claims.sessionId))) return null;
    return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
  };
