import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiPathLiterals,
  appImports,
  runtimeContractImports,
  stringLiterals,
  writesSessionCookie,
} from './lib/boundary.ts';

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
