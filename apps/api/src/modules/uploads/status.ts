import { UploadStatus, type UploadStatus as UploadStatusValue } from '@hatake/contract';

/**
 * Statuses stored in `uploads.status`: the contract's, plus PROCESSING. PROCESSING is the claim one
 * PUT takes (WAITING → PROCESSING in a single conditional UPDATE) before it reads and processes the
 * file, so concurrent PUTs to one signed URL cannot both store it. The wire status set (WAITING,
 * SUCEEDED, FAILED) has no value for it, so it is reported as WAITING: the file has not arrived yet
 * as far as a polling client is concerned.
 */
export const StoredUploadStatus = {
  WAITING: UploadStatus.WAITING,
  SUCCEEDED: UploadStatus.SUCCEEDED,
  FAILED: UploadStatus.FAILED,
  /** Storage-only; outside the contract's range so it can never be mistaken for a wire value. */
  PROCESSING: 4,
} as const;

/**
 * How long a claimed upload may stay PROCESSING. The PUT that claimed it stops reading the body
 * after UPLOAD_RECEIVE_TIMEOUT_MS and image processing takes seconds, so a row still PROCESSING after
 * this long was left by a process that died mid-upload: it can no longer succeed and reads FAILED.
 */
export const PROCESSING_TIMEOUT_MS = 15 * 60 * 1000;

/** The file must have arrived this long after the PUT claimed the upload, or the upload FAILS. */
export const UPLOAD_RECEIVE_TIMEOUT_MS = 10 * 60 * 1000;

type StoredUpload = { status: number; expiresAt: Date; updatedAt: Date };

/**
 * The wire status of a stored upload at `now`: PROCESSING reads WAITING; an upload that can no longer
 * succeed reads FAILED, so a polling client stops waiting — WAITING past its signed URL's expiry (no
 * PUT can claim it any more), or PROCESSING past PROCESSING_TIMEOUT_MS since its claim (`updatedAt`).
 */
export const wireUploadStatus = (row: StoredUpload, now: Date): UploadStatusValue => {
  switch (row.status) {
    case StoredUploadStatus.WAITING:
      return row.expiresAt.getTime() <= now.getTime() ? UploadStatus.FAILED : UploadStatus.WAITING;
    case StoredUploadStatus.PROCESSING:
      return row.updatedAt.getTime() + PROCESSING_TIMEOUT_MS <= now.getTime()
        ? UploadStatus.FAILED
        : UploadStatus.WAITING;
    case StoredUploadStatus.SUCCEEDED:
      return UploadStatus.SUCCEEDED;
    case StoredUploadStatus.FAILED:
      return UploadStatus.FAILED;
    default:
      return UploadStatus.UNKNOWN;
  }
};
