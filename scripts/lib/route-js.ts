/**
 * The JavaScript a storefront route's HTML loads on first visit, read from the build's manifests
 * (Next 16 no longer prints "First Load JS"). Per page, the client-reference manifest lists the
 * chunks of each segment above it (`entryJSFiles`): the root and locale layouts, the error
 * boundaries (error.tsx and global-error.tsx, which the HTML loads eagerly) and the page itself; the
 * build manifest adds the framework's `rootMainFiles`. Of the `not-found` boundaries, the HTML loads
 * only the nearest one above the page (its client chunks, if it has any: the root not-found renders
 * the site shell, the default group's does not); `polyfillFiles` are `noModule` scripts that modern
 * browsers skip. Checked against the `<script src>` list of served pages in each layout group (same sets).
 */

export type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };
export type BuildManifest = { rootMainFiles?: string[] };

/**
 * The `.next`-relative JS files a page's first load fetches, sorted, without repeats. `notFound` is
 * the directory (below src/app, '' for the root) of the nearest not-found boundary above the page.
 */
export function firstLoadFiles(
  build: BuildManifest,
  page: ClientReferenceManifest,
  notFound: string | undefined = undefined,
): string[] {
  const files = new Set(build.rootMainFiles ?? []);
  for (const [segment, chunks] of Object.entries(page.entryJSFiles ?? {})) {
    if (
      segment.endsWith('/not-found') &&
      (notFound === undefined || !segment.endsWith(`/app${notFound}/not-found`))
    )
      continue;
    for (const chunk of chunks) files.add(chunk);
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** The manifest object in a `page_client-reference-manifest.js` file (`globalThis.__RSC_MANIFEST[…] = {…};`). */
export function parseClientReferenceManifest(source: string): ClientReferenceManifest {
  const match = /__RSC_MANIFEST\["(?:[^"\\]|\\.)*"\]\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(source);
  if (!match?.[1]) throw new Error('not a client reference manifest');
  return JSON.parse(match[1]) as ClientReferenceManifest;
}

/** `/[locale]/(default)/items/[id]/page` → `/items/[id]` (the locale prefix and route groups dropped). */
export function routeOf(appPath: string): string {
  const parts = appPath
    .replace(/\/page$/, '')
    .split('/')
    .filter((part) => part !== '' && part !== '[locale]' && !/^\(.*\)$/.test(part));
  return `/${parts.join('/')}`;
}

/**
 * The directory (below src/app, '' for the root) of the nearest not-found boundary above a page's
 * app path (`/[locale]/(default)/items/[id]/page`), given which directories have a not-found file.
 */
export function nearestNotFound(appPath: string, hasNotFound: (dir: string) => boolean): string | undefined {
  const parts = appPath
    .replace(/\/page$/, '')
    .split('/')
    .filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth--) {
    const dir = depth === 0 ? '' : `/${parts.slice(0, depth).join('/')}`;
    if (hasNotFound(dir)) return dir;
  }
  return undefined;
}
