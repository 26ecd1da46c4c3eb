import type { ConsoleAuthResponse, StaffAccount } from '@hatake/contract';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { ApiClient } from '@/lib/api/client.ts';
import { createConsoleAuth, deleteConsoleAuth, getConsoleMe, refreshConsoleAuth } from '@/lib/api/console.ts';
import { apiBaseUrl } from '@/lib/api/default-client.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { decodeSession, encodeSession, type Session } from '@/lib/auth/codec.ts';
import { currentSessionKey, isSecureRequest } from '@/lib/auth/cookie.ts';
import { expiredAtFrom, needsRefresh } from '@/lib/auth/expiry.ts';

/*
 * The seller console's session (docs/console.md "Web console"). Its tokens are a console audience's
 * (the API refuses them on shopper routes and shopper tokens here), kept sealed in their own
 * httpOnly cookie beside, never inside, the shopper's: signing in to one opens nothing of the other.
 * The same AES-GCM seal as the shopper cookie (lib/auth/codec.ts); `userId` holds the staff id.
 * Server Components only read it; server actions and the refresh route write it.
 */
export const CONSOLE_COOKIE = 'hatake_console';

/** As long as the API's refresh token lives (30 days); the API decides whether it still holds. */
const CONSOLE_MAX_AGE = 60 * 60 * 24 * 30;

export function consoleSessionFrom(tokens: ConsoleAuthResponse, now: number = Date.now()): Session {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiredAt: expiredAtFrom(tokens.expiresIn, now),
    userId: tokens.staffId,
  };
}

async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) out['X-Forwarded-For'] = forwardedFor;
  return out;
}

async function anonymousClient(): Promise<ApiClient> {
  return new ApiClient({ baseUrl: apiBaseUrl(), headers: await forwardedHeaders() });
}

/** The console session of this request, if any (read-only; safe in Server Components). */
export const getConsoleSession = cache(async (): Promise<Session | undefined> => {
  const store = await cookies();
  return decodeSession(store.get(CONSOLE_COOKIE)?.value, await currentSessionKey());
});

/** Stores a console session (server actions and route handlers only). */
export async function saveConsoleSession(session: Session): Promise<void> {
  const incoming = await headers();
  const secure = isSecureRequest({
    forwardedProto: incoming.get('x-forwarded-proto'),
    host: incoming.get('x-forwarded-host') ?? incoming.get('host'),
    production: process.env.NODE_ENV === 'production',
  });
  const sealed = await encodeSession(session, await currentSessionKey());
  (await cookies()).set(CONSOLE_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: CONSOLE_MAX_AGE,
  });
}

export async function clearConsoleSession(): Promise<void> {
  (await cookies()).delete(CONSOLE_COOKIE);
}

/** POST /v1/console/auth and keeps the tokens. Throws the API's error (401 asks for a TOTP code). */
export async function consoleSignIn(email: string, password: string, totpCode?: string): Promise<void> {
  const body = totpCode ? { email, password, totpCode } : { email, password };
  const tokens = await createConsoleAuth(body, { client: await anonymousClient() });
  await saveConsoleSession(consoleSessionFrom(tokens));
}

/**
 * DELETE /v1/console/auth (errors ignored: the session ends here either way), then the cookie goes.
 * A lapsed access token is rotated first: the API would refuse it, and the session's refresh token
 * would then stay good for 30 days.
 */
export async function consoleSignOut(): Promise<void> {
  const session = await refreshConsoleSession();
  if (session) {
    try {
      await deleteConsoleAuth({ client: (await anonymousClient()).withToken(session.accessToken) });
    } catch (error) {
      console.warn('DELETE /v1/console/auth failed', error instanceof Error ? error.message : error);
    }
  }
  await clearConsoleSession();
}

/**
 * Rotates a due access token (server actions and the refresh route). `undefined`: the API refused
 * the refresh token, so the session is gone; an outage keeps the session for the next try.
 */
export async function refreshConsoleSession(options: { force?: boolean } = {}): Promise<Session | undefined> {
  const session = await getConsoleSession();
  if (!session || (!options.force && !needsRefresh(session))) return session;
  try {
    const tokens = await refreshConsoleAuth(session.refreshToken, { client: await anonymousClient() });
    const next = consoleSessionFrom(tokens);
    await saveConsoleSession(next);
    return next;
  } catch (error) {
    if (
      error instanceof ResponseError &&
      error.status !== undefined &&
      error.status < 500 &&
      error.status !== 429
    ) {
      await clearConsoleSession();
      return undefined;
    }
    return session;
  }
}

/**
 * The API client with the console session's token, or `undefined` when signed out. For server
 * actions only: a due access token is rotated first (and the cookie rewritten), so a form sent
 * after the token's hour is not refused as signed out while the refresh token still holds.
 */
export async function consoleApi(): Promise<ApiClient | undefined> {
  const session = await refreshConsoleSession();
  if (!session) return undefined;
  return (await anonymousClient()).withToken(session.accessToken);
}

/** What a console page knows of the session: signed out, due for a refresh, or the staff member. */
export type ConsoleAccess =
  | { kind: 'signedOut' }
  | { kind: 'refresh' }
  | { kind: 'staff'; staff: StaffAccount; client: ApiClient };

/** GET /v1/console/me once per render. */
export const consoleAccess = cache(async (): Promise<ConsoleAccess> => {
  const session = await getConsoleSession();
  if (!session) return { kind: 'signedOut' };
  if (needsRefresh(session)) return { kind: 'refresh' };
  const client = (await anonymousClient()).withToken(session.accessToken);
  try {
    const { staff } = await getConsoleMe({ client });
    return { kind: 'staff', staff, client };
  } catch (error) {
    if (error instanceof ResponseError && error.status === 401) return { kind: 'refresh' };
    throw error;
  }
});
