import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The values module is imported at run time by the storefront's browser bundles: it must stay free
 * of TypeBox and of every other package (docs/adr/0012). Each file may import only its siblings.
 */
const dir = import.meta.dirname;

/** Every module specifier a source file names: static imports and re-exports, `import()` and `require()`. */
export function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

/** The specifiers a values file may not name: anything but a sibling `./x.ts`. */
export function forbiddenSpecifiers(source: string): string[] {
  return specifiersOf(source).filter((specifier) => !/^\.\/[\w-]+\.ts$/.test(specifier));
}

const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, source: readFileSync(join(dir, name), 'utf8') }));

describe('@hatake/contract/values', () => {
  it('is listed as a package entry point', () => {
    const pkg = JSON.parse(readFileSync(join(dir, '../../package.json'), 'utf8'));
    expect(pkg.exports['./values']).toBe('./src/values/index.ts');
  });

  it.each(sources)('$name imports only its siblings (no typebox, no package)', ({ source }) => {
    expect(forbiddenSpecifiers(source)).toEqual([]);
  });

  it('the check sees the imports it must refuse', () => {
    expect(forbiddenSpecifiers("import { Type } from 'typebox';")).toEqual(['typebox']);
    expect(forbiddenSpecifiers("import type { Static } from 'typebox';")).toEqual(['typebox']);
    expect(forbiddenSpecifiers("export { Type } from 'typebox';")).toEqual(['typebox']);
    expect(forbiddenSpecifiers("import 'typebox';")).toEqual(['typebox']);
    expect(forbiddenSpecifiers("const t = await import('typebox');")).toEqual(['typebox']);
    expect(forbiddenSpecifiers("import { x } from '../common.ts';")).toEqual(['../common.ts']);
    expect(forbiddenSpecifiers("import {\n  a,\n  b,\n} from './limits.ts';")).toEqual([]);
  });

  it('loads without TypeBox in the module graph', async () => {
    // A fresh module graph: if anything under values/ reached typebox, it would be evaluated here.
    const { vi } = await import('vitest');
    vi.resetModules();
    vi.doMock('typebox', () => {
      throw new Error('the values module must not load typebox');
    });
    const values = await import('./index.ts');
    expect(values.ProductStatus.FOR_SALE).toBe(2);
    vi.doUnmock('typebox');
  });
});
