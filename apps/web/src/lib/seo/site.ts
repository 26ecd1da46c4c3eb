/** The storefront's public origin (PUBLIC_URL), read per request so one build serves any host. */
export function siteOrigin(): string {
  try {
    return new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;
  } catch {
    return 'http://localhost:3000';
  }
}

/** An absolute URL on the public origin for a path (absolute URLs pass through). */
export function absoluteUrl(pathOrUrl: string, origin = siteOrigin()): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
