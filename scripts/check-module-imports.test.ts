import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModuleImports, findDeepImports, importsOf } from './check-module-imports.ts';

const src = '/repo/apps/api/src';
const at = (file: string) => path.join(src, file);

describe('findDeepImports', () => {
  it('flags an import into another module’s internals', () => {
    const deep = findDeepImports(src, [
      { file: at('modules/top/service.ts'), imports: ['../products/service.ts', '../products/index.ts'] },
    ]);
    expect(deep).toEqual([
      { file: at('modules/top/service.ts'), specifier: '../products/service.ts', module: 'products' },
    ]);
  });

  it('flags deep imports from outside the modules too (app.ts, a nested folder)', () => {
    const deep = findDeepImports(src, [
      { file: at('app.ts'), imports: ['./modules/auth/routes.ts', './modules/users/index.ts'] },
      { file: at('modules/top/sub/feed.ts'), imports: ['../../videos/queries/published.ts'] },
    ]);
    expect(deep.map((d) => d.specifier)).toEqual([
      './modules/auth/routes.ts',
      '../../videos/queries/published.ts',
    ]);
  });

  it('allows faces, imports within a module, shared infrastructure, packages and tests', () => {
    const deep = findDeepImports(src, [
      {
        file: at('modules/top/service.ts'),
        imports: [
          './present.ts',
          '../top/queries.ts',
          '../coordinators/index.ts',
          '../../lib/domain-error.ts',
          '../../db/schema/index.ts',
          '../../plugins/auth.ts',
          'drizzle-orm',
          'node:crypto',
        ],
      },
      { file: at('modules/products/service.test.ts'), imports: ['../reviews/rate.ts'] },
      { file: at('lib/steps.ts'), imports: ['./time.ts'] },
    ]);
    expect(deep).toEqual([]);
  });
});

describe('importsOf', () => {
  it('reads static, multi-line, re-exported, type-only, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      '  c,',
      "} from '../x/b.ts';",
      "import type { T } from '../y/t.ts';",
      "export { d } from './d.ts';",
      "import './side-effect.ts';",
      "const e = await import('../z/e.ts');",
      "// import { no } from '../commented/out.ts';",
      "/* import { neither } from '../block/comment.ts'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      './a.ts',
      '../x/b.ts',
      '../y/t.ts',
      './d.ts',
      './side-effect.ts',
      '../z/e.ts',
    ]);
  });
});

describe('checkModuleImports on a tree', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const tree = (files: Record<string, string>): string => {
    dir = mkdtempSync(path.join(tmpdir(), 'module-imports-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  };

  const faces = {
    'modules/products/index.ts': "export { listedProduct } from './service.ts';\n",
    'modules/products/service.ts': "import { x } from '../../lib/x.ts';\nexport const listedProduct = x;\n",
    'lib/x.ts': 'export const x = 1;\n',
  };

  it('fails on a planted deep import and names it', () => {
    const lines: string[] = [];
    const root = tree({
      ...faces,
      'modules/top/service.ts': "import { listedProduct } from '../products/service.ts';\n",
    });
    expect(checkModuleImports(root, (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toContain("imports '../products/service.ts', inside module 'products'");
  });

  it('passes when the same import goes through the face', () => {
    const lines: string[] = [];
    const root = tree({
      ...faces,
      'modules/top/service.ts': "import { listedProduct } from '../products/index.ts';\n",
    });
    expect(checkModuleImports(root, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([]);
  });
});

describe('the API source', () => {
  it('has no deep import into another module', () => {
    const lines: string[] = [];
    const code = checkModuleImports(path.resolve(import.meta.dirname, '../apps/api/src'), (line) =>
      lines.push(line),
    );
    expect(lines).toEqual([]);
    expect(code).toBe(0);
  });
});
