import { UploadStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { PROCESSING_TIMEOUT_MS, StoredUploadStatus, wireUploadStatus } from './status.ts';

const now = new Date('2025-06-01T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('wireUploadStatus', () => {
  it('keeps PROCESSING out of the wire values', () => {
    expect(Object.values(UploadStatus)).not.toContain(StoredUploadStatus.PROCESSING);
  });

  it('reports WAITING until the signed URL expires, then FAILED', () => {
    const waiting = { status: StoredUploadStatus.WAITING, updatedAt: at(-1000) };
    expect(wireUploadStatus({ ...waiting, expiresAt: at(1) }, now)).toBe(UploadStatus.WAITING);
    expect(wireUploadStatus({ ...waiting, expiresAt: now }, now)).toBe(UploadStatus.FAILED);
  });

  it('reports PROCESSING as WAITING, also past the URL expiry, until the claim is PROCESSING_TIMEOUT_MS old', () => {
    const processing = { status: StoredUploadStatus.PROCESSING, expiresAt: at(-60_000) };
    expect(wireUploadStatus({ ...processing, updatedAt: at(-PROCESSING_TIMEOUT_MS + 1) }, now)).toBe(
      UploadStatus.WAITING,
    );
    expect(wireUploadStatus({ ...processing, updatedAt: at(-PROCESSING_TIMEOUT_MS) }, now)).toBe(
      UploadStatus.FAILED,
    );
  });

  it('passes the final states through and maps anything else to UNKNOWN', () => {
    const row = { expiresAt: at(-1), updatedAt: at(-1) };
    expect(wireUploadStatus({ ...row, status: StoredUploadStatus.SUCCEEDED }, now)).toBe(
      UploadStatus.SUCCEEDED,
    );
    expect(wireUploadStatus({ ...row, status: StoredUploadStatus.FAILED }, now)).toBe(UploadStatus.FAILED);
    expect(wireUploadStatus({ ...row, status: 99 }, now)).toBe(UploadStatus.UNKNOWN);
  });
});
