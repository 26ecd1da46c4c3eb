/**
 * The pure parts of the share card (docs/product.md, "Crawlers"): what it says and the URL that
 * names it. Drawing is in card.tsx, fonts and photos in assets.ts.
 */

/** Open Graph's recommended size: 1.91:1, what the large previews of most networks crop to. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** At most `max` characters (code points, so a kanji counts as one), an ellipsis marking a cut. */
export function clampText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * A short, stable fingerprint of what the card shows (FNV-1a, base 36). It goes into the image's
 * URL as `?v=`, so a changed name, price or photo is a new URL: networks cache previews by URL, and
 * a stale price on a shared card would mislead.
 */
export function cardVersion(...parts: readonly (string | number)[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The card's path under a page's path as the browser sees it (`/items/a` → `/items/a/share-card?v=…`,
 * `/en/items/a` → `/en/items/a/share-card?v=…`): Japanese without a prefix, as the pages are.
 */
export function cardPath(localizedPagePath: string, version: string): string {
  const base = localizedPagePath.replace(/\/+$/, '');
  return `${base}/share-card?v=${encodeURIComponent(version)}`;
}

/**
 * The API's own address of a media URL the API built on the public origin
 * (`${PUBLIC_URL}/media/x.webp` → `${API_URL}/media/x.webp`), so the server reads the photo from the
 * API directly; a same-origin `/media/` path likewise. Any other URL is not fetched (undefined): the
 * card never makes the server reach out to a host it does not know.
 */
export function apiMediaUrl(url: string, publicOrigin: string, apiBase: string): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, publicOrigin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== publicOrigin || !parsed.pathname.startsWith('/media/')) return undefined;
  return new URL(`${parsed.pathname}${parsed.search}`, apiBase).toString();
}
