import type {
  UpdateAuthUserAccountIdRequest,
  UpdateAuthUserEmailRequest,
  UpdateAuthUserNotificationRequest,
  UpdateAuthUserUsernameRequest,
  UploadStateResponse,
  UploadUrlResponse,
  VerifyAuthUserEmailRequest,
} from '@hatake/contract';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions, ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// The member's own profile (/v1/users/me/*) and the avatar upload. Every change takes the member's
// client (`{ client: authedApi() }`, lib/auth/session.ts); nothing is cached (endpoints.ts has the style).

/** `PATCH /v1/users/me/username`. */
export function updateUsername(
  body: UpdateAuthUserUsernameRequest,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/users/me/username', { ...rest, body });
}

/** `PATCH /v1/users/me/account-id`. */
export function updateAccountId(
  body: UpdateAuthUserAccountIdRequest,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/users/me/account-id', { ...rest, body });
}

/** `PATCH /v1/users/me/email`: step 1 of an e-mail change, the API mails a code to the new address. */
export function updateEmail(body: UpdateAuthUserEmailRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/users/me/email', { ...rest, body });
}

/** `POST /v1/users/me/email/verified`: step 2, the mailed code applies the change. */
export function verifyEmail(body: VerifyAuthUserEmailRequest, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/users/me/email/verified', { ...rest, body });
}

/** `PATCH /v1/users/me/notification`. */
export function updateNotification(
  body: UpdateAuthUserNotificationRequest,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/users/me/notification', { ...rest, body });
}

/** `POST /v1/upload/users/thumbnail`: a pre-signed PUT target for the new avatar. */
export function createThumbnailUpload(
  fileType: string,
  options: ClientCallOptions,
): Promise<UploadUrlResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<UploadUrlResponse>('/v1/upload/users/thumbnail', { ...rest, body: { fileType } });
}

/** `PATCH /v1/users/me/thumbnail`: the uploaded file's URL becomes the avatar. */
export function updateThumbnail(thumbnailUrl: string, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/users/me/thumbnail', { ...rest, body: { thumbnailUrl } });
}

/**
 * `GET /v1/upload/state?key=`: where an upload stands (polled from the browser, same origin, so the
 * default client is the storefront's own `/v1`).
 */
export function getUploadState(key: string, options: CallOptions = {}): Promise<UploadStateResponse> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<UploadStateResponse>('/v1/upload/state', { ...rest, query: { key } });
}
