/**
 * Detail pages whose id comes from the URL, and the API resource that must exist for them.
 *
 * Why this exists: in Next 16.4 a page that calls notFound() answers 404 with an empty document that
 * only fills in after hydration (vercel/next.js#62228), while an unmatched URL is rendered on the
 * server by app/not-found.tsx. So the proxy asks the API first and, when the resource is gone,
 * rewrites the request to an unmatched path (see src/proxy.ts).
 */
const DETAIL_ROUTES = [
  { pattern: /^\/items\/([^/]+)\/?$/, api: '/v1/products/' },
  { pattern: /^\/coordinator\/([^/]+)\/?$/, api: '/v1/coordinators/' },
  { pattern: /^\/experiences\/([^/]+)\/?$/, api: '/v1/experiences/', reserved: ['purchase'] },
  { pattern: /^\/live\/([^/]+)\/?$/, api: '/v1/schedules/' },
  { pattern: /^\/video\/([^/]+)\/?$/, api: '/v1/videos/' },
  { pattern: /^\/volunteer\/([^/]+)\/?$/, api: '/v1/volunteers/' },
  { pattern: /^\/reviews\/products\/([^/]+)\/?$/, api: '/v1/products/' },
  { pattern: /^\/reviews\/experiences\/([^/]+)\/?$/, api: '/v1/experiences/' },
] as const satisfies readonly { pattern: RegExp; api: string; reserved?: readonly string[] }[];

/** An internal path that matches no route: rewriting to it renders app/not-found.tsx with 404. */
export const MISSING_PATH = '/__missing__';

export type DetailMatch = {
  /** `/en` or `''`. */
  localePrefix: string;
  /** API path to probe, e.g. `/v1/products/abc`. */
  apiPath: string;
};

/** The API resource behind a storefront path (`/items/abc`, `/en/experiences/x`), if it is a detail page. */
export function matchDetailRoute(pathname: string): DetailMatch | undefined {
  const prefixed = /^\/en(?=\/)/.exec(pathname);
  const localePrefix = prefixed ? '/en' : '';
  const rest = pathname.slice(localePrefix.length);
  for (const route of DETAIL_ROUTES) {
    const match = route.pattern.exec(rest);
    const raw = match?.[1];
    if (!raw) continue;
    if ('reserved' in route && (route.reserved as readonly string[]).includes(raw)) return undefined;
    // The segment is still percent-encoded, exactly as the API path needs it.
    return { localePrefix, apiPath: `${route.api}${raw}` };
  }
  return undefined;
}
