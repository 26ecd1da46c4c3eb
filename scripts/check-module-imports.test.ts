import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkModuleImports,
  findDeepImports,
  findImportsFromBelow,
  findModuleLoops,
  importsOf,
} from './check-module-imports.ts';

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

describe('findModuleLoops', () => {
  it('finds a loop through several modules, with the files of each arrow', () => {
    const loops = findModuleLoops(src, [
      { file: at('modules/coordinators/service.ts'), imports: ['../products/index.ts'] },
      { file: at('modules/products/service.ts'), imports: ['../schedules/index.ts', '../../lib/x.ts'] },
      { file: at('modules/schedules/listing.ts'), imports: ['../coordinators/index.ts'] },
      { file: at('modules/pages/shop.ts'), imports: ['../coordinators/index.ts', '../products/index.ts'] },
    ]);
    expect(loops).toHaveLength(1);
    expect(loops[0]?.modules).toEqual(['coordinators', 'products', 'schedules']);
    expect(loops[0]?.loop).toEqual(['coordinators', 'products', 'schedules', 'coordinators']);
    expect(loops[0]?.arrows.find((arrow) => arrow.from === 'schedules')?.files).toEqual([
      at('modules/schedules/listing.ts'),
    ]);
  });

  it('finds none in layers (a composing module above, shared ones below), nor through tests', () => {
    expect(
      findModuleLoops(src, [
        { file: at('modules/pages/shop.ts'), imports: ['../coordinators/index.ts', '../products/index.ts'] },
        {
          file: at('modules/products/service.ts'),
          imports: ['../coordinators/index.ts', '../taxonomy/index.ts'],
        },
        { file: at('modules/coordinators/service.ts'), imports: ['../taxonomy/index.ts', './present.ts'] },
        { file: at('modules/coordinators/service.test.ts'), imports: ['../pages/shop.ts'] },
      ]),
    ).toEqual([]);
  });
});

describe('findImportsFromBelow', () => {
  it('flags shared code that imports a module, even through its face; app.ts and tests may', () => {
    const below = findImportsFromBelow(src, [
      { file: at('plugins/auth.ts'), imports: ['../modules/auth/index.ts', '../lib/x.ts'] },
      { file: at('lib/steps.ts'), imports: ['../modules/carts/service.ts'] },
      { file: at('app.ts'), imports: ['./modules/auth/index.ts'] },
      { file: at('plugins/auth.test.ts'), imports: ['../modules/auth/index.ts'] },
      { file: at('modules/users/service.ts'), imports: ['../auth/index.ts'] },
    ]);
    expect(below.map(({ file, module }) => [path.relative(src, file), module])).toEqual([
      ['plugins/auth.ts', 'auth'],
      ['lib/steps.ts', 'carts'],
    ]);
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

  it('fails on a planted loop between modules and names it, though every import goes through a face', () => {
    const lines: string[] = [];
    const root = tree({
      ...faces,
      'modules/coordinators/index.ts': "export { coordinatorsByIds } from './queries.ts';\n",
      'modules/coordinators/queries.ts':
        "import { listedProduct } from '../products/index.ts';\nexport const coordinatorsByIds = listedProduct;\n",
      'modules/products/service.ts':
        "import { coordinatorsByIds } from '../coordinators/index.ts';\nexport const listedProduct = 1;\n",
    });
    expect(checkModuleImports(root, (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toBe('modules import each other in a loop: coordinators → products → coordinators');
  });

  it('fails on shared code that imports a module through its face', () => {
    const lines: string[] = [];
    const root = tree({
      ...faces,
      'plugins/x.ts': "import { listedProduct } from '../modules/products/index.ts';\n",
    });
    expect(checkModuleImports(root, (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toContain("plugins/x.ts: imports '../modules/products/index.ts' (module 'products')");
  });

  it('fails on a deep import from a folder outside the API source (scripts/)', () => {
    const lines: string[] = [];
    const root = tree({
      ...faces,
      'scripts/start.ts': "import { listedProduct } from '../modules/products/service.ts';\n",
    });
    expect(checkModuleImports(root, (line) => lines.push(line), [path.join(root, 'scripts')])).toBe(1);
    expect(lines[0]).toContain(
      "scripts/start.ts: imports '../modules/products/service.ts', inside module 'products'",
    );
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
  it('has no deep import into another module (from scripts/ either) and no loop between modules', () => {
    const lines: string[] = [];
    const code = checkModuleImports(
      path.resolve(import.meta.dirname, '../apps/api/src'),
      (line) => lines.push(line),
      [import.meta.dirname],
    );
    expect(lines).toEqual([]);
    expect(code).toBe(0);
  });
});
