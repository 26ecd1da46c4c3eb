'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import { THUMBNAIL_TYPES, thumbnailFileProblem } from '@/lib/auth/upload.ts';
import { type UploadPhase, uploadImage } from '@/lib/auth/upload-file.ts';

type Props = {
  /** The photo already uploaded (a refused post refills the form with it), or "". */
  initialUrl: string;
  createUpload: (fileType: string) => Promise<UploadTarget>;
  /** "ファイルのアップロードに失敗しました。" in the page's language. */
  failedMessage: string;
  /** Tells the form an upload is under way (it waits before posting). */
  onBusy: (busy: boolean) => void;
};

/**
 * The spot's optional photo: chosen, it is uploaded at once through POST /v1/upload/spots/thumbnail
 * (the avatar's flow, `uploadImage`), and its URL rides in the hidden `thumbnailUrl` field.
 */
export function SpotPhotoField({ initialUrl, createUpload, failedMessage, onBusy }: Props) {
  const t = useTranslations('spots.form');
  const [url, setUrl] = useState(initialUrl);
  const [phase, setPhase] = useState<UploadPhase | 'idle'>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const clear = () => {
    setUrl('');
    setPreview('');
    if (input.current) input.current.value = '';
  };

  const onChange = async (file: File | undefined) => {
    clear();
    setError('');
    if (!file) return;
    const problem = thumbnailFileProblem(file);
    if (problem) {
      setError(t(`photoProblems.${problem}`));
      return;
    }
    onBusy(true);
    try {
      const uploaded = await uploadImage(file, createUpload, { phase: setPhase, progress: setProgress });
      if ('error' in uploaded) setError(uploaded.error);
      else {
        setUrl(uploaded.url);
        setPreview(URL.createObjectURL(file));
      }
    } catch {
      setError(failedMessage);
    } finally {
      setPhase('idle');
      onBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor="spot-photo" className="font-bold text-soil">
        {t('photo')}
      </label>
      <input
        ref={input}
        id="spot-photo"
        type="file"
        accept={THUMBNAIL_TYPES.join(',')}
        aria-describedby="spot-photo-hint"
        aria-invalid={error ? true : undefined}
        disabled={phase !== 'idle'}
        onChange={(event) => void onChange(event.target.files?.[0])}
        className="mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-soil file:mr-3 file:rounded-full file:border-0 file:bg-leaf-light file:px-4 file:py-2 file:font-bold file:text-leaf-dark"
      />
      <input type="hidden" name="thumbnailUrl" value={url} />
      <p id="spot-photo-hint" className="mt-1 text-muted text-xs">
        {t('photoHint')}
      </p>
      {error ? (
        <p role="alert" className="mt-1 font-semibold text-persimmon-dark text-sm">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">
        {phase !== 'idle' ? (
          <>
            <label htmlFor="spot-photo-progress" className="mt-2 block text-soil text-sm">
              {t(`photoPhases.${phase}`)}
            </label>
            <progress
              id="spot-photo-progress"
              max={1}
              value={phase === 'uploading' ? progress : phase === 'preparing' ? 0 : undefined}
              className="mt-1 block h-2 w-full accent-leaf"
            />
          </>
        ) : url ? (
          <div className="mt-2 flex items-center gap-3">
            {preview ? (
              // A local object URL of the chosen file: next/image cannot optimise blob: URLs.
              // biome-ignore lint/performance/noImgElement: blob preview
              <img src={preview} alt={t('photoPreview')} className="size-16 rounded-lg object-cover" />
            ) : null}
            <p className="font-semibold text-leaf-dark text-sm">{t('photoReady')}</p>
            <button
              type="button"
              onClick={clear}
              className="min-h-11 rounded-full px-3 text-persimmon-dark text-sm underline underline-offset-4"
            >
              {t('photoRemove')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
