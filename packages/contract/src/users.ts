/** The signed-in user's account: /v1/users/me*. */
import { type Static, Type } from 'typebox';
import { ACCOUNT_ID_PATTERN, E164_PATTERN, mediaUrl, NAME_READING_PATTERN } from './common.ts';
import { ACCOUNT_LIMITS } from './values/limits.ts';

export const AuthUserResponse = Type.Object({
  id: Type.String({ description: 'user id' }),
  accountId: Type.String({ description: 'public handle (search id)' }),
  username: Type.String({ description: 'display name' }),
  lastname: Type.String(),
  firstname: Type.String(),
  lastnameKana: Type.String({ description: 'name reading (hiragana or Latin letters)' }),
  firstnameKana: Type.String({ description: 'name reading (hiragana or Latin letters)' }),
  email: Type.String(),
  phoneNumber: Type.String({
    description:
      'phone number given at sign-up, E.164 (+819012345678); "" when none (an account made through Google or LINE)',
  }),
  notificationEnabled: Type.Boolean({ description: 'mail notifications on' }),
  thumbnailUrl: mediaUrl('avatar URL ("" if none)'),
});
export type AuthUserResponse = Static<typeof AuthUserResponse>;

/** Sign-up. 409 when the email is already used. */
export const CreateAuthUserRequest = Type.Object({
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
  email: Type.String({ format: 'email' }),
  phoneNumber: Type.String({ pattern: E164_PATTERN, description: 'E.164, e.g. +819012345678' }),
  password: Type.String({
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.password,
    description: '8-32 characters',
  }),
  passwordConfirmation: Type.String({ minLength: 1, description: 'must equal `password`' }),
});
export type CreateAuthUserRequest = Static<typeof CreateAuthUserRequest>;

export const CreateAuthUserResponse = Type.Object({
  id: Type.String({ description: 'new user id (pass to POST /v1/users/me/verified)' }),
});
export type CreateAuthUserResponse = Static<typeof CreateAuthUserResponse>;

export const VerifyAuthUserRequest = Type.Object({
  id: Type.String({ minLength: 1, description: 'user id from CreateAuthUserResponse' }),
  verifyCode: Type.String({ minLength: 1, description: 'verification code sent by mail' }),
});
export type VerifyAuthUserRequest = Static<typeof VerifyAuthUserRequest>;

/** A new code for a pending sign-up, mailed to the address it was made with. */
export const ResendAuthUserCodeRequest = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'user id from CreateAuthUserResponse' }),
});
export type ResendAuthUserCodeRequest = Static<typeof ResendAuthUserCodeRequest>;

export const UpdateAuthUserAccountIdRequest = Type.Object({
  accountId: Type.String({
    minLength: ACCOUNT_LIMITS.accountIdMin,
    maxLength: ACCOUNT_LIMITS.accountId,
    pattern: ACCOUNT_ID_PATTERN,
    description: 'public handle (search id)',
  }),
});
export type UpdateAuthUserAccountIdRequest = Static<typeof UpdateAuthUserAccountIdRequest>;

/** 409 when the email is taken, 412 when it equals the current one. */
export const UpdateAuthUserEmailRequest = Type.Object({
  email: Type.String({ format: 'email' }),
});
export type UpdateAuthUserEmailRequest = Static<typeof UpdateAuthUserEmailRequest>;

export const VerifyAuthUserEmailRequest = Type.Object({
  verifyCode: Type.String({ minLength: 1, description: 'verification code sent by mail' }),
});
export type VerifyAuthUserEmailRequest = Static<typeof VerifyAuthUserEmailRequest>;

export const UpdateAuthUserNotificationRequest = Type.Object({
  enabled: Type.Optional(Type.Boolean({ default: false, description: 'mail notifications on' })),
});
export type UpdateAuthUserNotificationRequest = Static<typeof UpdateAuthUserNotificationRequest>;

export const UpdateAuthUserThumbnailRequest = Type.Object({
  thumbnailUrl: Type.Optional(
    Type.String({ default: '', maxLength: 2048, description: 'URL from GET /v1/upload/state; "" clears it' }),
  ),
});
export type UpdateAuthUserThumbnailRequest = Static<typeof UpdateAuthUserThumbnailRequest>;

export const UpdateAuthUserUsernameRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.username, description: 'display name' }),
});
export type UpdateAuthUserUsernameRequest = Static<typeof UpdateAuthUserUsernameRequest>;
