/**
 * The storefront's data boundary, as checks over source text:
 * - every API call goes through the fetchers of `lib/api/<domain>.ts`, so no file under `app/` or
 *   `components/` holds a `/v1/` string, and no file under `lib/` outside `lib/api/` holds an API
 *   path (the proxy's layer aside, see LIB_API_ADDRESSERS);
 * - components never import from `app/` (what they share with a page lives in `lib/`);
 * - the contract's root (its TypeBox schemas) is imported for types only;
 * - the session cookie is written only by `lib/auth/session-cookie.ts`.
 * The helpers live here, not in `lib/`: nothing but this test uses them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The string literals and template-literal texts of a TypeScript source, comments skipped. */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') {
          text += source.slice(j, j + 2);
          j += 2;
        } else {
          // A quote inside JSX text (`don't`) would run to the line's end: strings never span lines.
          if (c !== '`' && source[j] === '\n') break;
          text += source[j];
          j++;
        }
      }
      found.push(text);
      i = j + 1;
    } else i++;
  }
  return found;
}

/**
 * The strings of a file under `app/` or `components/` that address the API (there must be none):
 * `/v1/` at the start (`'/v1/addresses'`) or right after an origin or expression
 * (`${base}/v1/…`, `https://host/v1/…`). A sentence that names a route (`'GET /v1/products failed'`
 * in a log line) is not a call.
 */
function apiPathLiterals(source: string): string[] {
  return stringLiterals(source).filter((text) => /(?:^|\S)\/v1\//.test(text));
}

/**
 * The files of `lib/` outside `lib/api/` that may name API paths, each for a reason: the proxy that
 * forwards `/v1/**` to the API (server.ts), and the table of detail pages it probes before
 * rendering (docs/adr/0009) — the proxy's layer, below the pages, not a fetcher.
 */
const LIB_API_ADDRESSERS = ['lib/server/', 'lib/detail-routes.ts'];

/**
 * The API paths among a `lib/` source's strings: as {@link apiPathLiterals}, less the storefront's own
 * pages under `/v1/purchase` (docs/adr/0018) and a bare `/v1/` prefix (robots.txt's rule), which
 * address no endpoint.
 */
function libApiPathLiterals(source: string): string[] {
  return apiPathLiterals(source).filter(
    (text) => text !== '/v1/' && !/(?:^|\S)\/v1\/purchase(?:\/|$)/.test(text),
  );
}

/** Module specifiers of a source that point into `src/app` (`@/app/…`, or relative paths reaching it). */
function appImports(source: string, fileDir: string): string[] {
  const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
  return specifiers.filter((specifier) => {
    if (specifier.startsWith('@/app/')) return true;
    if (!specifier.startsWith('.')) return false;
    // Resolve against the file's directory relative to src/ (e.g. `components/account`).
    const parts = fileDir.split('/').filter(Boolean);
    for (const segment of specifier.split('/')) {
      if (segment === '..') parts.pop();
      else if (segment !== '.') parts.push(segment);
    }
    return parts[0] === 'app';
  });
}

/** Whether a source sets the session cookie or its start marker itself (by constant or by name). */
function writesSessionCookie(source: string): boolean {
  return /\.set\(\s*(?:SESSION_COOKIE|SESSION_STARTED_COOKIE|['"`]hatake_session(?:_started)?['"`])/.test(
    source,
  );
}

/**
 * Imports of the contract's root (`@hatake/contract`: the TypeBox schemas) that are not type-only.
 * The storefront takes wire types from the root and values from `@hatake/contract/values`.
 */
function runtimeContractImports(source: string): string[] {
  const statements = source.match(
    /\b(?:import|export)\b[^;]*?from\s*['"]@hatake\/contract['"]|\bimport\s*['"]@hatake\/contract['"]/g,
  );
  return (statements ?? []).filter((statement) => !/^(?:import|export)\s+type\b/.test(statement));
}

const src = import.meta.dirname;

function sources(dir: string): { path: string; dir: string; source: string }[] {
  const out: { path: string; dir: string; source: string }[] = [];
  for (const entry of readdirSync(join(src, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      out.push({ path, dir, source: readFileSync(join(src, path), 'utf8') });
  }
  return out;
}

const pagesAndComponents = [...sources('app'), ...sources('components')];
const everything = [...pagesAndComponents, ...sources('lib'), ...sources('i18n')];

describe('the data boundary (docs/architecture.md, "Storefront")', () => {
  it('finds the files it checks', () => {
    expect(pagesAndComponents.length).toBeGreaterThan(50);
    expect(relative(src, join(src, 'app'))).toBe('app');
  });

  it('no /v1/ string in app/ or components/: API calls go through lib/api/<domain>.ts', () => {
    const offenders = pagesAndComponents
      .map(({ path, source }) => ({ path, literals: apiPathLiterals(source) }))
      .filter(({ literals }) => literals.length > 0);
    expect(offenders).toEqual([]);
  });

  it("no API path in lib/ outside lib/api/ (and the proxy's layer): lib calls the fetchers too", () => {
    const lib = sources('lib');
    expect(lib.length).toBeGreaterThan(50);
    const offenders = lib
      .filter(({ path }) => !path.startsWith('lib/api/'))
      .filter(({ path }) => !LIB_API_ADDRESSERS.some((allowed) => path.startsWith(allowed)))
      .map(({ path, source }) => ({ path, literals: libApiPathLiterals(source) }))
      .filter(({ literals }) => literals.length > 0);
    expect(offenders).toEqual([]);
  });

  it('components never import from app/', () => {
    const offenders = sources('components')
      .map(({ path, dir, source }) => ({ path, imports: appImports(source, dir) }))
      .filter(({ imports }) => imports.length > 0);
    expect(offenders).toEqual([]);
  });

  it('the contract root is imported for types only; values come from @hatake/contract/values', () => {
    const offenders = everything
      .map(({ path, source }) => ({ path, imports: runtimeContractImports(source) }))
      .filter(({ imports }) => imports.length > 0);
    expect(offenders).toEqual([]);
  });

  it('only lib/auth/session-cookie.ts writes the session cookie', () => {
    const writers = everything.filter(({ source }) => writesSessionCookie(source)).map(({ path }) => path);
    expect(writers).toEqual(['lib/auth/session-cookie.ts']);
  });
});

describe('the checks see what they must refuse', () => {
  it('finds /v1/ strings in quotes and templates, not in comments', () => {
    expect(apiPathLiterals("api.get('/v1/addresses')")).toEqual(['/v1/addresses']);
    // Source text under test: the `${…}` is meant literally.
    const code = '$' + '{code}';
    expect(apiPathLiterals(`fetch(\`/v1/postal-codes/${code}\`)`)).toEqual([`/v1/postal-codes/${code}`]);
    expect(apiPathLiterals('new URL("/v1/auth/google", base)')).toEqual(['/v1/auth/google']);
    const base = '$' + '{base}';
    expect(apiPathLiterals(`fetch(\`${base}/v1/x\`)`)).toEqual([`${base}/v1/x`]);
    expect(apiPathLiterals('// GET /v1/addresses\n/* `/v1/**` */ const a = 1;')).toEqual([]);
    expect(apiPathLiterals("console.warn('GET /v1/products failed', error)")).toEqual([]);
    expect(stringLiterals("const a = 'it\\'s'; const b = \"x\";")).toEqual(["it\\'s", 'x']);
  });

  it("in lib/, finds API paths but not the storefront's /v1/purchase pages", () => {
    expect(libApiPathLiterals("client.get('/v1/products')")).toEqual(['/v1/products']);
    expect(libApiPathLiterals("fetch(new URL('/v1/auth/google', base))")).toEqual(['/v1/auth/google']);
    expect(libApiPathLiterals("const auth = '/v1/purchase/auth';")).toEqual([]);
    expect(libApiPathLiterals("disallow: ['/v1/']")).toEqual([]);
    expect(libApiPathLiterals("get('/v1/purchases')")).toEqual(['/v1/purchases']);
  });

  it('finds imports into app/, by alias or relative path', () => {
    expect(
      appImports(
        "import type { X } from '@/app/[locale]/(default)/account/actions.ts';",
        'components/account',
      ),
    ).toHaveLength(1);
    expect(appImports("import { X } from '../../app/robots.ts';", 'components/account')).toHaveLength(1);
    expect(appImports("import { X } from '../catalogue/icons.tsx';", 'components/account')).toEqual([]);
    expect(appImports("import { X } from '@/lib/auth/form-state.ts';", 'components/account')).toEqual([]);
  });

  it('finds a runtime import of the contract root', () => {
    expect(runtimeContractImports("import { MAX_LIMIT } from '@hatake/contract';")).toHaveLength(1);
    expect(runtimeContractImports("import { type A, B } from '@hatake/contract';")).toHaveLength(1);
    expect(runtimeContractImports("import type {\n  A,\n  B,\n} from '@hatake/contract';")).toEqual([]);
    expect(runtimeContractImports("export type { A } from '@hatake/contract';")).toEqual([]);
    expect(runtimeContractImports("import { MAX_LIMIT } from '@hatake/contract/values';")).toEqual([]);
  });

  it('finds a session cookie written by hand', () => {
    expect(writesSessionCookie('response.cookies.set(SESSION_COOKIE, sealed, options);')).toBe(true);
    expect(writesSessionCookie("store.set('hatake_session', value);")).toBe(true);
    expect(writesSessionCookie('store.set(SESSION_STARTED_COOKIE, "1", options);')).toBe(true);
    expect(writesSessionCookie('request.cookies.get(SESSION_COOKIE)?.value')).toBe(false);
  });
});
