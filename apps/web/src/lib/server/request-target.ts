/**
 * What the storefront's HTTP layer (server.ts) decides from a request's target alone, before Next.js
 * sees it: which paths go to the API, which methods each side takes, and which paths are malformed.
 */

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Paths answered by the API: `/v1/**`, `/media/**` and `/docs/**`, except `/v1/purchase/**`, which are
 * storefront pages (docs/adr/0018). Matched on the path as sent: `/v1/%70urchase` is not a page
 * path, so it goes to the API (which does not know it either).
 */
export function isForwardedPath(pathname: string): boolean {
  if (isUnder(pathname, '/v1')) return !isUnder(pathname, '/v1/purchase');
  return isUnder(pathname, '/media') || isUnder(pathname, '/docs');
}

/** The path of a request target (`/a/b?c` → `/a/b`), without parsing it as a URL. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

/** The methods the API has routes for; anything else is refused at the door on every path. */
export const API_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/** Pages are read (GET, HEAD) and take server actions and form posts (POST). */
export const PAGE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** The Allow header of a 405 on this path. */
export const allowedMethods = (forwarded: boolean): string =>
  [...(forwarded ? API_METHODS : PAGE_METHODS)].join(', ');

/** A C0 control or DEL, which no path of the shop contains (Node's parser refuses them unescaped). */
const hasControl = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * Why a page path cannot be routed, or undefined when it can: a broken percent escape (`%`, `%zz`),
 * escaped bytes that are not UTF-8 (`%FF`, `%E3%81`, the surrogate `%ED%A0%80`), or an escaped control
 * character. Next.js decodes page paths to route them and answered these with a 500.
 */
export function malformedPath(pathname: string): string | undefined {
  if (!pathname.includes('%')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'the path has a malformed percent-encoding or is not UTF-8';
  }
  if (hasControl(decoded)) return 'the path holds a control character';
  return undefined;
}
