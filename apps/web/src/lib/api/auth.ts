import type {
  AuthGoogleAccountResponse,
  AuthResponse,
  AuthUserResponse,
  CreateAuthUserRequest,
  CreateAuthUserResponse,
  ForgotAuthPasswordRequest,
  ResendAuthUserCodeRequest,
  ResetAuthPasswordRequest,
  UpdateAuthPasswordRequest,
  VerifyAuthUserRequest,
} from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions, ClientCallOptions } from './endpoints.ts';
import { ResponseError } from './errors.ts';
import { noStoreCall } from './no-store.ts';
import { keepingSetCookies, type WithSetCookies } from './set-cookies.ts';

export type { WithSetCookies } from './set-cookies.ts';

// Sign-in, sign-up, tokens and passwords (/v1/auth, /v1/users/me). Nothing here is cached. Every
// call takes its client in `{ client }` (endpoints.ts has the style): a request client
// (lib/auth/session.ts requestApi) for the public calls, the member's (authedApi) for the rest.

/** `POST /v1/auth`: e-mail and password for tokens (the e-mail is the username). */
export function createAuth(
  body: { email: string; password: string },
  options: ClientCallOptions,
): Promise<AuthResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<AuthResponse>('/v1/auth', {
    ...rest,
    body: { username: body.email, password: body.password },
  });
}

/** `DELETE /v1/auth` with the member's client: ends the session on the API. */
export function deleteAuth(options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.delete<void>('/v1/auth', rest);
}

/** `POST /v1/auth/refresh-token`: new tokens (the refresh token rotates). */
export function refreshAuthToken(refreshToken: string, options: ClientCallOptions): Promise<AuthResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<AuthResponse>('/v1/auth/refresh-token', { ...rest, body: { refreshToken } });
}

/** `GET /v1/users/me` with the member's client. */
export function getMe(options: ClientCallOptions): Promise<AuthUserResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<AuthUserResponse>('/v1/users/me', rest);
}

/** `POST /v1/users/me`: sign-up; the API mails a code (in the client's Accept-Language). */
export function createUser(
  body: CreateAuthUserRequest,
  options: ClientCallOptions,
): Promise<CreateAuthUserResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<CreateAuthUserResponse>('/v1/users/me', { ...rest, body });
}

/** `POST /v1/users/me/verified`: the mailed code completes the sign-up. */
export function verifyUser(body: VerifyAuthUserRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/users/me/verified', { ...rest, body });
}

/** What a resend answered: sent, or refused for now with the seconds to wait (429, Retry-After). */
export type ResendAnswer = { sent: true } | { sent: false; retryAfterSeconds: number };

/**
 * `POST /v1/users/me/verification-code`: mails a new sign-up code. A 429 is an answer, not a
 * failure: it comes back with the Retry-After seconds (`fallbackWaitSeconds` if the header is
 * missing or unreadable). Any other refusal throws the API's error.
 */
export async function resendSignUpCode(
  body: ResendAuthUserCodeRequest,
  fallbackWaitSeconds: number,
  options: ClientCallOptions,
): Promise<ResendAnswer> {
  const { client, ...rest } = noStoreCall(options);
  let retryAfter: string | null = null;
  const capturing = client.withFetch((inner) => async (input, init) => {
    const response = await inner(input, init);
    retryAfter = response.headers.get('retry-after');
    return response;
  });
  try {
    await capturing.post<void>('/v1/users/me/verification-code', { ...rest, body });
    return { sent: true };
  } catch (error) {
    if (!(error instanceof ResponseError) || error.status !== 429) throw error;
    const seconds = Number(retryAfter);
    return {
      sent: false,
      retryAfterSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : fallbackWaitSeconds,
    };
  }
}

/** `POST /v1/auth/forgot-password`: mails a reset code (204 whether or not the address is known). */
export function forgotPassword(body: ForgotAuthPasswordRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/auth/forgot-password', { ...rest, body });
}

/** `POST /v1/auth/forgot-password/verified`: the mailed code and a new password. */
export function resetPassword(body: ResetAuthPasswordRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/auth/forgot-password/verified', { ...rest, body });
}

/** `PATCH /v1/auth/password` with the member's client. */
export function updatePassword(body: UpdateAuthPasswordRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/auth/password', { ...rest, body });
}

/**
 * Whether the API has this sign-in provider configured (`GET /v1/auth/{provider}` answers 501 when
 * not). Any failure, or no answer within 3 s, counts as not configured: the sign-in page then leaves
 * the provider's button out rather than wait.
 */
export async function isOAuthProviderConfigured(
  provider: string,
  options: CallOptions = {},
): Promise<boolean> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  try {
    await client.get<unknown>(`/v1/auth/${pathParam('provider', provider)}`, {
      ...rest,
      signal: rest.signal ?? AbortSignal.timeout(3000),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /v1/auth/{provider}`: the provider's authorization URL for this attempt. The API binds the
 * attempt to the guest session, so its cookies come back for the browser.
 */
export function getOAuthUrl(
  provider: string,
  params: { state: string; redirectUri: string },
  options: ClientCallOptions,
): Promise<WithSetCookies<AuthGoogleAccountResponse>> {
  const { client, ...rest } = noStoreCall(options);
  return keepingSetCookies(client, (c) =>
    c.get<AuthGoogleAccountResponse>(`/v1/auth/${pathParam('provider', provider)}`, {
      ...rest,
      query: params,
    }),
  );
}

/** `POST /v1/users/me/{provider}`: the provider's code for tokens (and the API's cookies). */
export function signInWithOAuth(
  provider: string,
  body: { code: string; redirectUri: string },
  options: ClientCallOptions,
): Promise<WithSetCookies<AuthResponse>> {
  const { client, ...rest } = noStoreCall(options);
  return keepingSetCookies(client, (c) =>
    c.post<AuthResponse>(`/v1/users/me/${pathParam('provider', provider)}`, { ...rest, body }),
  );
}
