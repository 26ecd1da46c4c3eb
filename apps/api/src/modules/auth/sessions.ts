import type { AuthResponse } from '@hatake/contract';
import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AccessTokenVerifier } from '../../plugins/auth.ts';
import { type SessionAudience, SHOP_AUDIENCE } from './audience.ts';
import type { AuthDependencies } from './deps.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  readAccessToken,
  signAccessToken,
  successorRefreshToken,
  withinGrace,
} from './tokens.ts';

/**
 * What sessions need. `audience` says whose they are: shoppers (the default) or the seller
 * console's staff, which reuse this machinery with their own audience (modules/auth/audience.ts).
 */
export type SessionDependencies = Pick<
  AuthDependencies,
  'db' | 'secret' | 'accessTokenTtl' | 'refreshTokenTtl'
> & { audience?: SessionAudience };

const audienceOf = (deps: SessionDependencies): SessionAudience => deps.audience ?? SHOP_AUDIENCE;

/** The refresh_tokens values naming the account in the audience's column. */
const accountValues = (audience: SessionAudience, accountId: string) =>
  audience.accountColumn === 'staffId' ? { staffId: accountId } : { userId: accountId };

const unauthenticated = (detail: string) => new DomainError('Unauthenticated', detail);

const tokensFor = async (
  deps: SessionDependencies,
  userId: string,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<AuthResponse> => ({
  userId,
  accessToken: await signAccessToken(
    deps.secret,
    { userId, sessionId },
    deps.accessTokenTtl,
    now,
    audienceOf(deps).tokenAudience,
  ),
  refreshToken,
  expiresIn: deps.accessTokenTtl,
  tokenType: 'Bearer',
});

/**
 * Signs an account in: a new session (refresh-token family) with its first refresh token and an
 * access token. `userId` is the account of `deps.audience` (a member by default).
 */
export const startSession = async (
  deps: SessionDependencies,
  userId: string,
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const audience = audienceOf(deps);
  const sessionId = newId();
  const refreshToken = newRefreshToken();
  // Housekeeping: this account's expired tokens can no longer do anything.
  await deps.db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens[audience.accountColumn], userId), lt(refreshTokens.expiresAt, now)));
  await deps.db.insert(refreshTokens).values({
    ...accountValues(audience, userId),
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

/**
 * Ends every session of an account (a member by default; `audience` for a staff account), except
 * `keepSessionId` (e.g. the one changing the password).
 */
export const revokeUserSessions = async (
  db: Executor,
  userId: string,
  now: Date = new Date(),
  keepSessionId?: string,
  audience: SessionAudience = SHOP_AUDIENCE,
): Promise<void> => {
  const conditions = [eq(refreshTokens[audience.accountColumn], userId), isNull(refreshTokens.revokedAt)];
  if (keepSessionId) conditions.push(ne(refreshTokens.familyId, keepSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
};

/**
 * How long a just-rotated refresh token still answers: two tabs (or a retried request) that present
 * the same token within this window all get the pair the first one got, instead of tripping the
 * reuse detection and signing the member out. After it, presenting the rotated token again is
 * treated as theft (docs/accounts.md, "Refresh tokens").
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** How many rotations of one family the grace path follows to reach the live token. */
const MAX_CHAIN_STEPS = 16;

const reused = () => unauthenticated('refresh token was already used; the session has been signed out');

type RefreshOutcome =
  | { ok: true; userId: string; sessionId: string; token: string }
  | { ok: false; error: DomainError };

/**
 * Exchanges a refresh token for a new pair (rotation). The successor is derived from the presented
 * token with HMAC(secret) (`successorRefreshToken`), so a request presenting the same token within
 * `REFRESH_REUSE_GRACE_SECONDS` of its rotation is answered with the very same successor (and a
 * fresh access token of the same session) without storing any token in a readable form. The token's
 * row is locked (`FOR UPDATE`) for the exchange, so parallel refreshes queue behind the first and
 * then take the grace path. Presenting a revoked token, or a rotated one after the window, revokes
 * the whole family (docs/accounts.md, "Sessions and refresh tokens").
 */
export const refreshSession = async (
  deps: SessionDependencies,
  refreshToken: string | undefined,
  now: Date = new Date(),
  graceSeconds: number = REFRESH_REUSE_GRACE_SECONDS,
): Promise<AuthResponse> => {
  const token = refreshToken?.trim() ?? '';
  if (token === '') throw unauthenticated('refresh token is missing');
  const audience = audienceOf(deps);

  // Errors are returned, not thrown, so that a revocation inside the transaction is committed.
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const fail = (error: DomainError): RefreshOutcome => ({ ok: false, error });
    // Only the audience's own tokens: a console token is unknown here to a shopper, and the reverse.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashRefreshToken(token)),
          isNotNull(refreshTokens[audience.accountColumn]),
        ),
      )
      .limit(1)
      .for('update');
    const accountId = row?.[audience.accountColumn];
    if (!row || !accountId) return fail(unauthenticated('refresh token is invalid'));

    if (!(await audience.accountIsLive(tx, accountId))) {
      return fail(unauthenticated('the account no longer exists'));
    }

    if (row.rotatedAt && !row.revokedAt && withinGrace(row.rotatedAt, now, graceSeconds)) {
      // Follow the rotations to the family's live token: each successor is derived from its predecessor.
      let current = row;
      let currentToken = token;
      for (let step = 0; step < MAX_CHAIN_STEPS && current.rotatedAt && current.replacedById; step++) {
        const nextToken = successorRefreshToken(deps.secret, currentToken);
        const [next] = await tx
          .select()
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.id, current.replacedById),
              eq(refreshTokens.tokenHash, hashRefreshToken(nextToken)),
            ),
          )
          .limit(1);
        if (!next) break;
        current = next;
        currentToken = nextToken;
      }
      if (current.rotatedAt || current.revokedAt || current.expiresAt <= now) {
        return fail(unauthenticated('refresh token is invalid'));
      }
      return { ok: true, userId: accountId, sessionId: row.familyId, token: currentToken };
    }
    if (row.revokedAt || row.rotatedAt) {
      await revokeSession(tx, row.familyId, now);
      return fail(reused());
    }
    if (row.expiresAt <= now) return fail(unauthenticated('refresh token has expired'));

    const next = successorRefreshToken(deps.secret, token);
    const [successor] = await tx
      .insert(refreshTokens)
      .values({
        ...accountValues(audience, accountId),
        familyId: row.familyId,
        tokenHash: hashRefreshToken(next),
        expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
        createdAt: now,
      })
      .returning({ id: refreshTokens.id });
    if (!successor) throw new Error('refresh token insert returned no row');
    await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, replacedById: successor.id })
      .where(eq(refreshTokens.id, row.id));
    return { ok: true, userId: accountId, sessionId: row.familyId, token: next };
  });
  if (!outcome.ok) throw outcome.error;
  return tokensFor(deps, outcome.userId, outcome.sessionId, outcome.token, now);
};

/**
 * True while the session is `userId`'s (an account of `audience`) and has a refresh token that is
 * neither revoked nor expired: an access token's account and session are only trusted as a pair.
 */
export const isSessionLive = async (
  db: Database,
  session: { sessionId: string; userId: string },
  now: Date = new Date(),
  audience: SessionAudience = SHOP_AUDIENCE,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, session.sessionId),
        eq(refreshTokens[audience.accountColumn], session.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * The app's access-token verifier: a valid JWT whose session is still live and belongs to the
 * token's user (a token signed with our key but pairing one user's id with another's session is
 * refused). Checking the session makes sign-out, account deletion and refresh-token theft
 * detection end access tokens at once rather than when they expire, at the cost of one indexed
 * lookup per signed-in request.
 */
export const createAccessTokenVerifier =
  (db: Database, secret: Uint8Array, audience: SessionAudience = SHOP_AUDIENCE): AccessTokenVerifier =>
  async (token) => {
    const claims = await readAccessToken(secret, token, new Date(), audience.tokenAudience);
    if (!claims) return null;
    if (!(await isSessionLive(db, claims, new Date(), audience))) return null;
    return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
  };
