/**
 * The JavaScript a storefront route's HTML loads on first visit, read from the build's manifests
 * (Next 16 no longer prints "First Load JS"). Per page, the client-reference manifest lists the
 * chunks of each segment above it (`entryJSFiles`): the root and locale layouts, the error
 * boundaries (error.tsx and global-error.tsx, which the HTML loads eagerly) and the page itself; the
 * build manifest adds the framework's `rootMainFiles`. `not-found` segments are loaded only when one
 * renders, and `polyfillFiles` are `noModule` scripts that modern browsers skip: both are left out.
 * Checked against the `<script src>` list of a served page (same set).
 */

export type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };
export type BuildManifest = { rootMainFiles?: string[] };

/** The `.next`-relative JS files a page's first load fetches, sorted, without repeats. */
export function firstLoadFiles(build: BuildManifest, page: ClientReferenceManifest): string[] {
  const files = new Set(build.rootMainFiles ?? []);
  for (const [segment, chunks] of Object.entries(page.entryJSFiles ?? {})) {
    if (segment.endsWith('/not-found')) continue;
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
