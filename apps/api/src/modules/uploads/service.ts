import type {
  UploadStateResponse,
  UploadStatus as UploadStatusValue,
  UploadUrlResponse,
} from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { UploadStatus } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { uploads } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { hmac, safeEqual } from '../auth/tokens.ts';
import { IMAGE_TYPES, isImageType, normaliseImage, sniffImageType } from './images.ts';

/** What an upload target accepts (business-rules §10: images up to 10 MB). */
export type UploadRegulation = { dir: string; maxBytes: number; maxEdge: number };

export const UPLOAD_TARGETS = {
  userThumbnail: { dir: 'users/thumbnail', maxBytes: 10 * 1024 * 1024, maxEdge: 512 },
} as const satisfies Record<string, UploadRegulation>;

/** The largest body any target accepts (the PUT route's body limit). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_TARGETS).map((target) => target.maxBytes));

/** A signed PUT URL works for 10 minutes, as the original pre-signed S3 URLs. */
export const UPLOAD_URL_TTL_SECONDS = 600;

export type UploadDependencies = {
  db: Database;
  storage: ObjectStorage;
  secret: Uint8Array;
  /** Origin the client reaches the API on (the storefront proxies /v1). */
  publicUrl: string;
};

const signature = (secret: Uint8Array, key: string, expires: number): string =>
  hmac(secret, `PUT\n${key}\n${expires}`);

/**
 * Hands out an upload target: a random object key in the target's directory and a URL, signed with
 * an HMAC and valid 10 minutes, to PUT the file to. The upload is WAITING until the file arrives.
 */
export const createUploadTarget = async (
  deps: UploadDependencies,
  target: UploadRegulation,
  request: { fileType: string; userId: string },
  now: Date = new Date(),
): Promise<UploadUrlResponse> => {
  const fileType = request.fileType.trim().toLowerCase();
  if (!isImageType(fileType)) {
    throw invalidArgument(`fileType must be one of ${Object.keys(IMAGE_TYPES).join(', ')}`);
  }
  const key = `${target.dir}/${newId()}.${IMAGE_TYPES[fileType].ext}`;
  const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await deps.db.insert(uploads).values({
    key,
    status: UploadStatus.WAITING,
    ownerUserId: request.userId,
    fileGroup: target.dir,
    contentType: fileType,
    expiresAt: new Date(expires * 1000),
    createdAt: now,
    updatedAt: now,
  });
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(deps.secret, key, expires),
  });
  return { key, url: `${deps.publicUrl}/v1/upload/objects/${key}?${query}` };
};

/** Whether an upload target's signed URL is past its stored deadline. */
const hasExpired = (row: { expiresAt: Date }, now: Date): boolean => row.expiresAt.getTime() <= now.getTime();

const targetOf = (dir: string): UploadRegulation | undefined =>
  Object.values(UPLOAD_TARGETS).find((target) => target.dir === dir);

/**
 * Receives the file PUT to a signed URL. The signature and expiry are checked (403), the upload must
 * still be WAITING (409). The bytes must really be the declared image type (magic bytes), within the
 * size limit; the image is then resized and re-encoded, stored, and the upload SUCEEDED with its
 * public URL. Anything wrong with the file marks the upload FAILED and answers 400.
 */
export const receiveUpload = async (
  deps: UploadDependencies,
  request: { key: string; expires: number; signature: string; contentType: string; body: Buffer },
  now: Date = new Date(),
): Promise<void> => {
  const expected = signature(deps.secret, request.key, request.expires);
  if (!safeEqual(expected, request.signature))
    throw new DomainError('PermissionDenied', 'signature is invalid');
  if (request.expires * 1000 <= now.getTime())
    throw new DomainError('PermissionDenied', 'the upload URL has expired');

  const [row] = await deps.db.select().from(uploads).where(eq(uploads.key, request.key)).limit(1);
  if (!row) throw notFound('upload');
  if (row.status !== UploadStatus.WAITING)
    throw new DomainError('AlreadyExists', 'the file was already uploaded');
  // The stored deadline is the one GET /upload/state reports against, so both agree.
  if (hasExpired(row, now)) throw new DomainError('PermissionDenied', 'the upload URL has expired');
  const target = targetOf(row.fileGroup);

  const markFailed = (reason: string) =>
    deps.db
      .update(uploads)
      .set({ status: UploadStatus.FAILED, error: reason, size: request.body.length, updatedAt: now })
      .where(and(eq(uploads.key, row.key), eq(uploads.status, UploadStatus.WAITING)));
  const fail = async (reason: string): Promise<never> => {
    await markFailed(reason);
    throw invalidArgument(reason);
  };

  const declared = row.contentType;
  if (!target || !isImageType(declared)) return fail('the upload target does not accept this file');
  const sent = request.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (sent !== declared) return fail(`Content-Type must be ${declared}, as declared`);
  if (request.body.length === 0) return fail('the file is empty');
  if (request.body.length > target.maxBytes) return fail(`the file is larger than ${target.maxBytes} bytes`);
  const actual = sniffImageType(request.body);
  if (actual !== declared) return fail(`the file is not an image of type ${declared}`);

  let processed: Buffer;
  try {
    processed = await normaliseImage(request.body, declared, target.maxEdge);
  } catch {
    return fail('the image could not be decoded');
  }
  try {
    await deps.storage.put(row.key, processed, declared);
  } catch (error) {
    // The storage is down or refused the file: the upload must not stay WAITING for ever.
    await markFailed('the file could not be stored');
    throw new DomainError('Unavailable', 'the file could not be stored; request a new upload URL', {
      cause: error,
    });
  }
  await deps.db
    .update(uploads)
    .set({
      status: UploadStatus.SUCCEEDED,
      url: deps.storage.publicUrl(row.key),
      size: request.body.length,
      updatedAt: now,
    })
    .where(and(eq(uploads.key, row.key), eq(uploads.status, UploadStatus.WAITING)));
};

/**
 * Where an upload stands: WAITING, SUCEEDED (with the public URL) or FAILED. An upload still
 * WAITING after its signed URL expired can no longer succeed, so it is reported FAILED and a
 * polling client stops waiting.
 */
export const getUploadState = async (
  db: Database,
  key: string,
  now: Date = new Date(),
): Promise<UploadStateResponse> => {
  const [row] = await db
    .select({ status: uploads.status, url: uploads.url, expiresAt: uploads.expiresAt })
    .from(uploads)
    .where(eq(uploads.key, key))
    .limit(1);
  if (!row) throw notFound('upload');
  const expired = row.status === UploadStatus.WAITING && hasExpired(row, now);
  return {
    url: row.status === UploadStatus.SUCCEEDED ? row.url : '',
    status: (expired ? UploadStatus.FAILED : row.status) as UploadStatusValue,
  };
};
