import type { IncomingHttpHeaders } from 'node:http';

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * Whether a request is a server action or a form post that Next.js would treat as one: a POST with
 * a `Next-Action` header, or a form body (urlencoded or multipart).
 */
export function isServerActionLike(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== 'POST') return false;
  if (headers['next-action'] !== undefined) return true;
  const type = (headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/**
 * Why a server action must be refused for its origin, or undefined: Next.js compares the Origin's
 * host with X-Forwarded-Host (only a trusted proxy's survives, client-address.ts) or Host and
 * throws on a mismatch — and on an Origin it cannot parse (`null`) — which the shopper saw as a 500.
 * The same rule is applied here first, answered 403. No Origin at all is left to Next.js (it lets
 * old browsers through).
 */
export function crossOriginActionRefusal(headers: IncomingHttpHeaders): string | undefined {
  const origin = first(headers.origin);
  if (origin === undefined) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 'the request’s Origin is not a URL';
  }
  const host = (first(headers['x-forwarded-host']) ?? first(headers.host))?.toLowerCase();
  return originHost === host ? undefined : 'a server action must come from this site’s own pages';
}
