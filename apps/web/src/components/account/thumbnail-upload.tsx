'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import { THUMBNAIL_TYPES, thumbnailFileProblem } from '@/lib/auth/upload.ts';
import { uploadImage } from '@/lib/auth/upload-file.ts';

type Props = {
  createUpload: (fileType: string) => Promise<UploadTarget>;
  save: (url: string) => Promise<{ error: string }>;
  /** docs/product.md#messages-for-api-errors "ファイルのアップロードに失敗しました。" in the page's language. */
  failedMessage: string;
};

type Phase = 'idle' | 'preparing' | 'uploading' | 'processing' | 'saving';

/**
 * Thumbnail change (docs/rules/uploads.md): the file is uploaded by `uploadImage` (a server action gets
 * the pre-signed target, the browser PUTs the file and polls GET /v1/upload/state every 200 ms), and a
 * server action saves the resulting URL.
 */
export function ThumbnailUpload({ createUpload, save, failedMessage }: Props) {
  const t = useTranslations('account.thumbnail');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');
  const alertRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => {
    setPhase('idle');
    setError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('thumbnail') as HTMLInputElement | null;
    const file = input?.files?.[0];
    const problem = thumbnailFileProblem(file);
    if (problem || !file) return fail(t(`problems.${problem ?? 'empty'}`));
    setError('');
    try {
      // Inside the try: a network error here must not leave the widget stuck in "preparing".
      const uploaded = await uploadImage(file, createUpload, { phase: setPhase, progress: setProgress });
      if ('error' in uploaded) return fail(uploaded.error);
      const url = uploaded.url;
      setPhase('saving');
      const saved = await save(url);
      // On success the action navigates to the completion page.
      if (saved?.error) fail(saved.error);
    } catch {
      fail(failedMessage);
    }
  };

  const busy = phase !== 'idle';
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <p
        ref={alertRef}
        tabIndex={-1}
        role={error ? 'alert' : undefined}
        className={
          error
            ? 'rounded-xl bg-persimmon-light px-4 py-3 font-semibold text-persimmon-dark text-sm'
            : 'sr-only'
        }
      >
        {error}
      </p>
      {preview ? (
        // A local object URL of the chosen file: next/image cannot optimise blob: URLs.
        // biome-ignore lint/performance/noImgElement: blob preview
        <img src={preview} alt={t('preview')} className="mx-auto size-32 rounded-full object-cover" />
      ) : null}
      <div>
        <label htmlFor="thumbnail-file" className="font-semibold text-soil text-sm">
          {t('file')}
        </label>
        <input
          id="thumbnail-file"
          name="thumbnail"
          type="file"
          accept={THUMBNAIL_TYPES.join(',')}
          aria-describedby="thumbnail-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : '');
          }}
          className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-soil file:mr-3 file:rounded-full file:border-0 file:bg-leaf-light file:px-4 file:py-2 file:font-bold file:text-leaf-dark"
        />
        <p id="thumbnail-hint" className="mt-1 text-muted text-xs">
          {t('hint')}
        </p>
      </div>
      {busy ? (
        <div aria-live="polite">
          <label htmlFor="thumbnail-progress" className="text-soil text-sm">
            {t(`phases.${phase}`)}
          </label>
          <progress
            id="thumbnail-progress"
            max={1}
            value={phase === 'uploading' ? progress : phase === 'preparing' ? 0 : undefined}
            className="mt-1 block h-2 w-full accent-leaf"
          />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-dark px-10 font-bold text-white shadow-sm transition hover:bg-leaf disabled:opacity-70"
      >
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
