import type { Readable } from 'node:stream';
import type { UploadStateResponse, UploadUrlResponse } from '@hatake/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { UploadStatus } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { uploads } from '../../db/schema/index.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { BodyNotReceivedError, PayloadTooLargeError, readLimitedBody } from './body.ts';
import { IMAGE_TYPES, isImageType, normaliseImage, sniffImageType } from './images.ts';
import { StoredUploadStatus, UPLOAD_RECEIVE_TIMEOUT_MS, wireUploadStatus } from './status.ts';

/** What an upload target accepts (docs/rules/uploads.md: images up to 10 MB). */
export type UploadRegulation = { dir: string; maxBytes: number; maxEdge: number };

export const UPLOAD_TARGETS = {
  userThumbnail: { dir: 'users/thumbnail', maxBytes: 10 * 1024 * 1024, maxEdge: 512 },
  spotThumbnail: { dir: 'spots/thumbnail', maxBytes: 10 * 1024 * 1024, maxEdge: 512 },
  /** Product and producer pictures uploaded through the seller console (docs/console.md). */
  consoleMedia: { dir: 'console/media', maxBytes: 10 * 1024 * 1024, maxEdge: 1600 },
} as const satisfies Record<string, UploadRegulation>;

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
  /** `userId`: the member who uploads; null for a seller-console upload (no member). */
  request: { fileType: string; userId: string | null },
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
    status: StoredUploadStatus.WAITING,
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

const targetOf = (dir: string): UploadRegulation | undefined =>
  Object.values(UPLOAD_TARGETS).find((target) => target.dir === dir);

/** The file of a PUT as it arrives: the body is read here, under the target's size limit. */
export type IncomingFile = {
  contentType: string;
  /** The announced Content-Length, when there was one (a chunked body announces nothing). */
  contentLength: number | undefined;
  body: Readable;
};

/**
 * Claims a WAITING upload for one PUT in a single conditional UPDATE (WAITING → PROCESSING), so of
 * concurrent PUTs to one signed URL exactly one gets the row, on PGlite as on PostgreSQL (where the
 * others wait for its row lock and then no longer match `status = WAITING`). The losers learn why.
 */
const claimUpload = async (db: Database, key: string, now: Date) => {
  const [claimed] = await db
    .update(uploads)
    .set({ status: StoredUploadStatus.PROCESSING, updatedAt: now })
    .where(
      and(eq(uploads.key, key), eq(uploads.status, StoredUploadStatus.WAITING), gt(uploads.expiresAt, now)),
    )
    .returning();
  if (claimed) return claimed;
  const [row] = await db
    .select({ status: uploads.status })
    .from(uploads)
    .where(eq(uploads.key, key))
    .limit(1);
  if (!row) throw notFound('upload');
  // The stored deadline is the one GET /upload/state reports against, so both agree.
  if (row.status === StoredUploadStatus.WAITING)
    throw new DomainError('PermissionDenied', 'the upload URL has expired');
  if (row.status === StoredUploadStatus.PROCESSING)
    throw new DomainError('AlreadyExists', 'the file is already being uploaded');
  throw new DomainError('AlreadyExists', 'the upload URL was already used');
};

/**
 * Receives the file PUT to a signed URL. The signature and expiry are checked (403), then the upload
 * is claimed (only one PUT per URL; any other → 409) before a byte of the body is read. The body must
 * be the declared image type (magic bytes) within the target's size limit — counted while it
 * arrives, so an oversize body is refused (413) without being buffered; the image is then resized,
 * re-encoded and stored, and the upload SUCEEDED with its public URL. Whatever goes wrong after the
 * claim marks the upload FAILED (400, 413, or 503 when the storage fails): a URL is good for one try.
 */
export const receiveUpload = async (
  deps: UploadDependencies,
  request: { key: string; expires: number; signature: string; file: IncomingFile },
  now: Date = new Date(),
): Promise<void> => {
  const expected = signature(deps.secret, request.key, request.expires);
  if (!safeEqual(expected, request.signature))
    throw new DomainError('PermissionDenied', 'signature is invalid');
  if (request.expires * 1000 <= now.getTime())
    throw new DomainError('PermissionDenied', 'the upload URL has expired');

  const row = await claimUpload(deps.db, request.key, now);
  let received = 0;
  const finish = (set: Partial<typeof uploads.$inferInsert>) =>
    deps.db
      .update(uploads)
      .set({ ...set, size: received, updatedAt: new Date() })
      .where(and(eq(uploads.key, row.key), eq(uploads.status, StoredUploadStatus.PROCESSING)));
  const markFailed = (reason: string) => finish({ status: StoredUploadStatus.FAILED, error: reason });
  const fail = async (reason: string): Promise<never> => {
    await markFailed(reason);
    throw invalidArgument(reason);
  };

  const target = targetOf(row.fileGroup);
  const declared = row.contentType;
  if (!target || !isImageType(declared)) return fail('the upload target does not accept this file');
  const sent = request.file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (sent !== declared) return fail(`Content-Type must be ${declared}, as declared`);

  let body: Buffer;
  try {
    body = await readLimitedBody(request.file.body, target.maxBytes, {
      declaredLength: request.file.contentLength,
      signal: AbortSignal.timeout(UPLOAD_RECEIVE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      received = error.received;
      await markFailed(error.message);
      throw error;
    }
    if (error instanceof BodyNotReceivedError) return fail(error.message);
    throw error;
  }
  received = body.length;
  if (body.length === 0) return fail('the file is empty');
  const actual = sniffImageType(body);
  if (actual !== declared) return fail(`the file is not an image of type ${declared}`);

  let processed: Buffer;
  try {
    processed = await normaliseImage(body, declared, target.maxEdge);
  } catch {
    return fail('the image could not be decoded');
  }
  try {
    await deps.storage.put(row.key, processed, declared);
  } catch (error) {
    // The storage is down or refused the file: the upload must not stay PROCESSING for ever.
    await markFailed('the file could not be stored');
    throw new DomainError('Unavailable', 'the file could not be stored; request a new upload URL', {
      cause: error,
    });
  }
  await finish({ status: StoredUploadStatus.SUCCEEDED, url: deps.storage.publicUrl(row.key) });
};

/**
 * Where an upload stands on the wire: WAITING (also while a PUT is processing it), SUCEEDED (with
 * the public URL) or FAILED — including uploads that can no longer succeed (see wireUploadStatus).
 */
export const getUploadState = async (
  db: Database,
  key: string,
  now: Date = new Date(),
): Promise<UploadStateResponse> => {
  const [row] = await db
    .select({
      status: uploads.status,
      url: uploads.url,
      expiresAt: uploads.expiresAt,
      updatedAt: uploads.updatedAt,
    })
    .from(uploads)
    .where(eq(uploads.key, key))
    .limit(1);
  if (!row) throw notFound('upload');
  const status = wireUploadStatus(row, now);
  return { url: status === UploadStatus.SUCCEEDED ? row.url : '', status };
};
