import { getUploadState } from '../api/account.ts';
import type { UploadTarget } from './form-state.ts';
import { pollUpload } from './upload.ts';

// The browser's side of an image upload (docs/rules/uploads.md), shared by the avatar and the spot
// photo: a server action asks for the pre-signed target (the token stays on the server), the browser
// PUTs the file and polls GET /v1/upload/state every 200 ms until it is processed.

export type UploadPhase = 'preparing' | 'uploading' | 'processing';

/** PUTs the file with XHR (for progress) to the pre-signed, same-origin URL. */
function putFile(url: string, file: File, onProgress: (ratio: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`PUT ${xhr.status}`));
    xhr.onerror = () => reject(new Error('PUT failed'));
    xhr.send(file);
  });
}

/**
 * Uploads `file` to the target `createUpload` hands out: the stored file's public URL, or the
 * action's error message. Throws when the PUT or the processing fails (the caller shows
 * "ファイルのアップロードに失敗しました。").
 */
export async function uploadImage(
  file: File,
  createUpload: (fileType: string) => Promise<UploadTarget>,
  on: { phase: (phase: UploadPhase) => void; progress: (ratio: number) => void },
): Promise<{ url: string } | { error: string }> {
  on.phase('preparing');
  on.progress(0);
  const target = await createUpload(file.type);
  if ('error' in target) return { error: target.error };
  on.phase('uploading');
  await putFile(target.url, file, on.progress);
  on.phase('processing');
  return { url: await pollUpload(() => getUploadState(target.key)) };
}
