/**
 * Whether `If-None-Match` names `etag` (RFC 9110 §13.1.2: `*` or a list, compared weakly, so a
 * `W/` tag a proxy weakened still matches). The API's read cache (docs/adr/0015) and the
 * storefront door's reuse of public reads (docs/adr/0022) answer 304 by this one rule.
 */
export const ifNoneMatchHits = (header: string | string[] | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
};
