import type {
  UpdateAuthUserAccountIdRequest,
  UpdateAuthUserEmailRequest,
  UpdateAuthUserNotificationRequest,
  UpdateAuthUserUsernameRequest,
  UploadStateResponse,
  UploadUrlResponse,
  VerifyAuthUserEmailRequest,
} from '@hatake/contract';
import type { ApiClient } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import { noStore } from './no-store.ts';

// The member's own profile (/v1/users/me/*) and the avatar upload. Every call takes the member's
// client (lib/auth/session.ts authedApi) and is never cached.

/** `PATCH /v1/users/me/username`. */
export function updateUsername(client: ApiClient, body: UpdateAuthUserUsernameRequest): Promise<void> {
  return client.patch<void>('/v1/users/me/username', noStore({ body }));
}

/** `PATCH /v1/users/me/account-id`. */
export function updateAccountId(client: ApiClient, body: UpdateAuthUserAccountIdRequest): Promise<void> {
  return client.patch<void>('/v1/users/me/account-id', noStore({ body }));
}

/** `PATCH /v1/users/me/email`: step 1 of an e-mail change, the API mails a code to the new address. */
export function updateEmail(client: ApiClient, body: UpdateAuthUserEmailRequest): Promise<void> {
  return client.patch<void>('/v1/users/me/email', noStore({ body }));
}

/** `POST /v1/users/me/email/verified`: step 2, the mailed code applies the change. */
export function verifyEmail(client: ApiClient, body: VerifyAuthUserEmailRequest): Promise<void> {
  return client.post<void>('/v1/users/me/email/verified', noStore({ body }));
}

/** `PATCH /v1/users/me/notification`. */
export function updateNotification(
  client: ApiClient,
  body: UpdateAuthUserNotificationRequest,
): Promise<void> {
  return client.patch<void>('/v1/users/me/notification', noStore({ body }));
}

/** `POST /v1/upload/users/thumbnail`: a pre-signed PUT target for the new avatar. */
export function createThumbnailUpload(client: ApiClient, fileType: string): Promise<UploadUrlResponse> {
  return client.post<UploadUrlResponse>('/v1/upload/users/thumbnail', noStore({ body: { fileType } }));
}

/** `PATCH /v1/users/me/thumbnail`: the uploaded file's URL becomes the avatar. */
export function updateThumbnail(client: ApiClient, thumbnailUrl: string): Promise<void> {
  return client.patch<void>('/v1/users/me/thumbnail', noStore({ body: { thumbnailUrl } }));
}

/**
 * `GET /v1/upload/state?key=`: where an upload stands (polled from the browser, same origin, so the
 * default client is the storefront's own `/v1`).
 */
export function getUploadState(
  key: string,
  client: ApiClient = defaultApiClient(),
): Promise<UploadStateResponse> {
  return client.get<UploadStateResponse>('/v1/upload/state', noStore({ query: { key } }));
}
