import { createHash } from 'node:crypto';

/**
 * `Cache-Control` of public reads (docs/adr/0015). Browsers revalidate every time (`max-age=0`; an
 * unchanged answer costs a 304). A shared cache (CDN) may answer a copy while it fetches the next
 * one for at most 1 s (`s-maxage=0, stale-while-revalidate=1`): what it answers is then never
 * more than 1 s older than the API's own answer, the same bound the API keeps.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, stale-while-revalidate=1';

/** A strong entity tag: the SHA-1 of the exact bytes (two equal bodies share it on every process). */
export const strongEtag = (body: string | Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;
