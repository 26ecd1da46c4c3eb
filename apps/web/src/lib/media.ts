import { optimisedImageUrl } from './optimised-image.ts';

export type MediaSource = { src: string; unoptimized: boolean };

function publicOrigin(): string | undefined {
  try {
    return new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;
  } catch {
    return undefined;
  }
}

/**
 * Turns a media URL from the API into a `next/image` source. The API builds media URLs on the public
 * origin (`${PUBLIC_URL}/media/...`); those become same-origin paths so the optimiser reads them
 * through this server instead of over the network. Other absolute URLs are shown as they are.
 * Returns `undefined` for an empty URL (the API sends "" when there is no image).
 */
export function mediaSource(
  url: string | null | undefined,
  origin: string | undefined = publicOrigin(),
): MediaSource | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//'))
    return { src: url, unoptimized: !url.startsWith('/media/') };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.origin === origin && parsed.pathname.startsWith('/media/')) {
    return { src: `${parsed.pathname}${parsed.search}`, unoptimized: false };
  }
  return { src: parsed.toString(), unoptimized: true };
}

/**
 * A picture that can be written at one URL only — a video's `poster`, which has no `srcset` — at
 * `width` pixels through the optimiser (optimised-image.ts), or as it is when it is not ours to
 * optimise. `undefined` for an empty URL.
 */
export function singleImageUrl(
  url: string | null | undefined,
  width: number,
  origin: string | undefined = publicOrigin(),
): string | undefined {
  const source = mediaSource(url, origin);
  if (!source) return undefined;
  return source.unoptimized ? source.src : optimisedImageUrl(source.src, width);
}
