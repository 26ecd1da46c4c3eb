import { UploadStatus } from '@hatake/contract/values';

/** docs/rules/uploads.md: the state is polled every 200 ms. */
export const UPLOAD_POLL_INTERVAL_MS = 200;

export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_THUMBNAIL_BYTES = 10 * 1024 * 1024;

export type UploadState = { status: number; url: string };

/**
 * Polls `getState` every `intervalMs` until the upload succeeded (its URL) or failed (an Error),
 * giving up after `timeoutMs`.
 */
export async function pollUpload(
  getState: () => Promise<UploadState>,
  options: {
    intervalMs?: number;
    timeoutMs?: number;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  } = {},
): Promise<string> {
  const interval = options.intervalMs ?? UPLOAD_POLL_INTERVAL_MS;
  const timeout = options.timeoutMs ?? 60_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + timeout;
  for (;;) {
    const state = await getState();
    if (state.status === UploadStatus.SUCCEEDED && state.url) return state.url;
    if (state.status === UploadStatus.FAILED) throw new Error('upload failed');
    if (now() >= deadline) throw new Error('upload timed out');
    await sleep(interval);
  }
}

/** Which problem a chosen file has before anything is sent, if any. */
export function thumbnailFileProblem(
  file: { type: string; size: number } | undefined,
): 'empty' | 'type' | 'size' | undefined {
  if (!file || file.size === 0) return 'empty';
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_THUMBNAIL_BYTES) return 'size';
  return undefined;
}
