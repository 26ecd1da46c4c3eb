import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * MapLibre GL's worker script, served from this origin so maps run under the page policy's
 * `worker-src 'self'` (docs/adr/0005): the library would otherwise build the worker's URL next to its
 * own bundled chunk, where no such file is. Only the one file of the installed package is served.
 * Used only when MAP_STYLE_URL is set (components/map/maplibre-map.tsx).
 */
const FILES = new Set(['maplibre-gl-worker.mjs']);

/** The package's dist folder: node_modules of the storefront's folder or of the workspace root. */
const candidates = () =>
  [process.cwd(), path.join(process.cwd(), '..', '..')].map((base) =>
    path.join(/* turbopackIgnore: true */ base, 'node_modules', 'maplibre-gl', 'dist'),
  );

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!FILES.has(file)) return new Response('Not found', { status: 404 });
  for (const dir of candidates()) {
    try {
      const body = await readFile(path.join(/* turbopackIgnore: true */ dir, file));
      return new Response(body, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=86400',
        },
      });
    } catch {
      // try the next folder
    }
  }
  return new Response('Not found', { status: 404 });
}
