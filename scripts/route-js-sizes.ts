/**
 * `node scripts/route-js-sizes.ts [--json]` after `next build`: per storefront page route, the
 * first-load JavaScript (the JS files its HTML loads, see lib/route-js.ts) as raw and gzip sizes
 * (gzip level 9 per file, summed). Reads apps/web/.next, or apps/web/$NEXT_DIST_DIR as the build
 * did (next.config.ts), and which src/app directories have a not-found file; no server needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type BuildManifest,
  firstLoadFiles,
  nearestNotFound,
  parseClientReferenceManifest,
  routeOf,
} from './lib/route-js.ts';

const NEXT_DIR = path.resolve(import.meta.dirname, '../apps/web', process.env.NEXT_DIST_DIR || '.next');
const APP_DIR = path.resolve(import.meta.dirname, '../apps/web/src/app');
const hasNotFound = (dir: string) =>
  ['tsx', 'ts', 'jsx', 'js'].some((ext) => existsSync(path.join(APP_DIR, dir, `not-found.${ext}`)));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(NEXT_DIR, file), 'utf8')) as T;
}

if (!existsSync(path.join(NEXT_DIR, 'BUILD_ID'))) {
  console.error(`${NEXT_DIR} has no build: run \`npx next build\` in apps/web first`);
  process.exit(1);
}

const build = readJson<BuildManifest>('build-manifest.json');
const appPaths = readJson<Record<string, string>>('app-path-routes-manifest.json');
const sizes = new Map<string, { raw: number; gzip: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(NEXT_DIR, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
};

type Row = { route: string; files: number; rawKb: number; gzipKb: number };
const rows: Row[] = [];
for (const appPath of Object.keys(appPaths)) {
  if (!appPath.endsWith('/page') || !appPath.startsWith('/[locale]/')) continue;
  const manifestFile = path.join(NEXT_DIR, 'server/app', `${appPath}_client-reference-manifest.js`);
  if (!existsSync(manifestFile)) continue;
  const files = firstLoadFiles(
    build,
    parseClientReferenceManifest(readFileSync(manifestFile, 'utf8')),
    nearestNotFound(appPath, hasNotFound),
  );
  const total = files.map(sizeOf).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  rows.push({
    route: routeOf(appPath),
    files: files.length,
    rawKb: Math.round(total.raw / 102.4) / 10,
    gzipKb: Math.round(total.gzip / 102.4) / 10,
  });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const shared = firstLoadFiles(build, {}).reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(
    `first-load JS per route (gzip -9 per file; framework files shared by all: ${(shared / 1024).toFixed(1)} kB)`,
  );
  console.log('| route | files | first-load JS kB (raw) | first-load JS kB (gzip) |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.route} | ${row.files} | ${row.rawKb} | ${row.gzipKb} |`);
}
