import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'hatake';
/** The shoppers' audience; the seller console signs with its own (modules/auth/audience.ts). */
export const SHOP_TOKEN_AUDIENCE = 'hatake-api';

/** What an access token says: whose it is and which sign-in (refresh-token family) it belongs to. */
export type AccessTokenClaims = { userId: string; sessionId: string };

/**
 * A signed HS256 JWT: `sub` = account id, `sid` = session (refresh-token family), `aud` = whose
 * token it is (shopper or console), `exp` after `ttlSeconds`.
 */
export const signAccessToken = (
  secret: Uint8Array,
  claims: AccessTokenClaims,
  ttlSeconds: number,
  now: Date = new Date(),
  audience: string = SHOP_TOKEN_AUDIENCE,
): Promise<string> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
};

/**
 * The claims of a valid, unexpired token signed with `secret` for `audience`, else null (never
 * throws for bad input): a console token is no shopper's token, and the reverse.
 */
export const readAccessToken = async (
  secret: Uint8Array,
  token: string,
  now: Date = new Date(),
  audience: string = SHOP_TOKEN_AUDIENCE,
): Promise<(AccessTokenClaims & { expiresAt: number }) | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.exp === undefined) {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
};

/** A new opaque refresh token (256 random bits). Only its hash is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/**
 * The refresh token that replaces `token` at rotation: HMAC-SHA256(secret, token), as long and as
 * unguessable as a random one. Deriving it (rather than drawing it at random) lets the server hand
 * the same successor to every request that presents `token` within the rotation grace window,
 * while the database keeps only hashes: re-deriving needs both the presented token and the secret.
 */
export const successorRefreshToken = (secret: Uint8Array, token: string): string =>
  createHmac('sha256', secret).update(`refresh-successor\n${token}`).digest('base64url');

/** True while `now` is at most `graceSeconds` after `rotatedAt` (the rotation grace window). */
export const withinGrace = (rotatedAt: Date, now: Date, graceSeconds: number): boolean =>
  now.getTime() - rotatedAt.getTime() <= graceSeconds * 1000;

/** SHA-256 (hex) of a refresh token, the value stored and looked up. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
