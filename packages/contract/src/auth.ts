/** Authentication: /v1/auth*, OAuth sign-up (/v1/users/me/google|line). */
import { type Static, Type } from 'typebox';
import { ACCOUNT_ID_PATTERN, E164_PATTERN, NAME_READING_PATTERN } from './common.ts';
import { ACCOUNT_LIMITS } from './values/limits.ts';

export const SignInRequest = Type.Object({
  username: Type.String({ minLength: 1, description: 'email address (or phone number)' }),
  password: Type.String({ minLength: 1 }),
});
export type SignInRequest = Static<typeof SignInRequest>;

/** Tokens; answer of sign-in, refresh and GET /v1/auth. */
export const AuthResponse = Type.Object({
  userId: Type.String({ description: 'user id' }),
  accessToken: Type.String({ description: 'send as `Authorization: Bearer <accessToken>`' }),
  refreshToken: Type.String({
    description:
      'refresh token for POST /v1/auth/refresh-token (never "": the client replaces its stored one)',
  }),
  expiresIn: Type.Integer({ minimum: 0, description: 'access-token lifetime in SECONDS' }),
  tokenType: Type.String({ description: 'always "Bearer"' }),
});
export type AuthResponse = Static<typeof AuthResponse>;

/** A missing or empty refresh token is answered with 401 (docs/api.md#errors), not 400, so the key is optional here. */
export const RefreshAuthTokenRequest = Type.Object({
  refreshToken: Type.Optional(
    Type.String({ default: '', description: 'refresh token; "" / missing -> 401' }),
  ),
});
export type RefreshAuthTokenRequest = Static<typeof RefreshAuthTokenRequest>;

export const ForgotAuthPasswordRequest = Type.Object({
  email: Type.String({ format: 'email', description: 'email address' }),
});
export type ForgotAuthPasswordRequest = Static<typeof ForgotAuthPasswordRequest>;

export const ResetAuthPasswordRequest = Type.Object({
  email: Type.String({ format: 'email', description: 'email address' }),
  verifyCode: Type.String({ minLength: 1, description: 'verification code sent by mail' }),
  password: Type.String({
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.password,
    description: 'new password, 8-32 characters',
  }),
  passwordConfirmation: Type.String({ minLength: 1, description: 'must equal `password`' }),
});
export type ResetAuthPasswordRequest = Static<typeof ResetAuthPasswordRequest>;

export const UpdateAuthPasswordRequest = Type.Object({
  oldPassword: Type.String({ minLength: 1, description: 'current password (wrong -> 401)' }),
  newPassword: Type.String({
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.password,
    description: 'new password, 8-32 characters',
  }),
  passwordConfirmation: Type.String({ minLength: 1, description: 'must equal `newPassword`' }),
});
export type UpdateAuthPasswordRequest = Static<typeof UpdateAuthPasswordRequest>;

/** Query of GET /v1/auth/google and /v1/auth/line (both optional on the server). */
export const AuthProviderQuery = Type.Object({
  state: Type.Optional(Type.String({ default: '', description: 'OAuth state' })),
  redirectUri: Type.Optional(Type.String({ default: '', description: 'OAuth redirect URI' })),
});
export type AuthProviderQuery = Static<typeof AuthProviderQuery>;

export const AuthGoogleAccountResponse = Type.Object({
  url: Type.String({ description: 'provider authorization URL to redirect to' }),
});
export type AuthGoogleAccountResponse = Static<typeof AuthGoogleAccountResponse>;

export const AuthLineAccountResponse = Type.Object({
  url: Type.String({ description: 'provider authorization URL to redirect to' }),
});
export type AuthLineAccountResponse = Static<typeof AuthLineAccountResponse>;

const oauthSignUpProperties = {
  code: Type.String({ minLength: 1, description: 'OAuth authorization code' }),
  nonce: Type.String({ minLength: 1, description: 'OAuth nonce returned by the provider' }),
  redirectUri: Type.String({ minLength: 1, description: 'redirect URI used for the authorization request' }),
  username: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.username, description: 'display name' }),
  accountId: Type.String({
    minLength: ACCOUNT_LIMITS.accountIdMin,
    maxLength: ACCOUNT_LIMITS.accountId,
    pattern: ACCOUNT_ID_PATTERN,
    description: 'public handle (search id)',
  }),
  lastname: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.name }),
  firstname: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.name }),
  lastnameKana: Type.String({
    maxLength: ACCOUNT_LIMITS.kana,
    pattern: NAME_READING_PATTERN,
    description: 'name reading: hiragana, or Latin letters (katakana is stored as hiragana)',
  }),
  firstnameKana: Type.String({
    maxLength: ACCOUNT_LIMITS.kana,
    pattern: NAME_READING_PATTERN,
    description: 'name reading: hiragana, or Latin letters (katakana is stored as hiragana)',
  }),
  phoneNumber: Type.String({ pattern: E164_PATTERN, description: 'E.164, e.g. +819012345678' }),
};

/** POST /v1/users/me/google; answered with AuthResponse. */
export const CreateAuthUserWithGoogleRequest = Type.Object(oauthSignUpProperties);
export type CreateAuthUserWithGoogleRequest = Static<typeof CreateAuthUserWithGoogleRequest>;

/** POST /v1/users/me/line; answered with AuthResponse. */
export const CreateAuthUserWithLineRequest = Type.Object(oauthSignUpProperties);
export type CreateAuthUserWithLineRequest = Static<typeof CreateAuthUserWithLineRequest>;
