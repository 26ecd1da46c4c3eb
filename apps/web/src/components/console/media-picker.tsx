'use client';

import { useState } from 'react';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import { thumbnailFileProblem } from '@/lib/auth/upload.ts';
import { uploadImage } from '@/lib/auth/upload-file.ts';

type Words = {
  heading: string;
  add: string;
  thumbnail: string;
  remove: string;
  earlier: string;
  uploading: string;
  failed: string;
};

type Props = {
  initial: { url: string; isThumbnail: boolean }[];
  createUpload: (fileType: string) => Promise<UploadTarget>;
  words: Words;
  max: number;
};

/**
 * A product's pictures in their order, with one thumbnail: a new file goes up through the console's
 * upload target (the browser PUTs it; the server only hands out the target), and the form sends the
 * URLs in order (mediaUrl) and the thumbnail's (thumbnailUrl).
 */
export function MediaPicker({ initial, createUpload, words, max }: Props) {
  const [urls, setUrls] = useState(initial.map((item) => item.url));
  const [thumbnail, setThumbnail] = useState(
    initial.find((item) => item.isThumbnail)?.url ?? initial[0]?.url ?? '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const add = async (file: File | undefined) => {
    setError('');
    if (!file || thumbnailFileProblem(file)) {
      setError(words.failed);
      return;
    }
    setBusy(true);
    try {
      const result = await uploadImage(file, createUpload, { phase: () => {}, progress: () => {} });
      if ('error' in result) setError(result.error);
      else {
        setUrls((current) => [...current, result.url]);
        setThumbnail((current) => current || result.url);
      }
    } catch {
      setError(words.failed);
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number) =>
    setUrls((current) => {
      if (index === 0) return current;
      const next = [...current];
      [next[index - 1], next[index]] = [next[index] ?? '', next[index - 1] ?? ''];
      return next;
    });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold text-soil text-xs">{words.heading}</legend>
      <input type="hidden" name="thumbnailUrl" value={thumbnail} />
      <ul className="flex flex-wrap gap-3">
        {urls.map((url, index) => (
          <li key={url} className="grid w-36 gap-1 rounded-lg bg-cream p-2 text-xs ring-1 ring-line">
            <input type="hidden" name="mediaUrl" value={url} />
            {/* biome-ignore lint/performance/noImgElement: an uploaded picture at its own URL, shown small */}
            <img src={url} alt="" className="aspect-square w-full rounded object-cover" />
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name="thumbnailChoice"
                checked={thumbnail === url}
                onChange={() => setThumbnail(url)}
              />
              {words.thumbnail}
            </label>
            <div className="flex gap-2">
              {index > 0 ? (
                <button type="button" className="underline" onClick={() => move(index)}>
                  {words.earlier}
                </button>
              ) : null}
              <button
                type="button"
                className="text-persimmon-dark underline"
                onClick={() => {
                  setUrls((current) => current.filter((other) => other !== url));
                  if (thumbnail === url) setThumbnail(urls.find((other) => other !== url) ?? '');
                }}
              >
                {words.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {urls.length < max ? (
        <label className="grid gap-1 text-sm">
          <span className="font-semibold text-xs">{words.add}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            onChange={(event) => {
              void add(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      ) : null}
      {busy ? <p role="status">{words.uploading}</p> : null}
      {error ? (
        <p role="alert" className="font-semibold text-persimmon-dark text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
