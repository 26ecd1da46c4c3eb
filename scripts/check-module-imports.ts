/**
 * `node scripts/check-module-imports.ts` holds the API's modules (`apps/api/src/modules/<m>/`) to
 * two rules, and fails (exit 1) naming each breach:
 * - a face: a module is used by others only through `modules/<m>/index.ts`. A file outside
 *   `modules/<m>/` — elsewhere in `apps/api/src` or in `scripts/` — that imports anything else of
 *   it (`../products/service.ts`) is a deep import;
 * - no loop: the modules' imports of each other form no loop (coordinators → products →
 *   coordinators), however long. A module that composes others (`pages`) stands above them;
 * - below the modules: of the API's files outside `modules/`, only `app.ts` (which registers the
 *   routes) imports a module. `lib/`, `db/`, `plugins/`, `payments/`… stay below the domains.
 * Imports within a module are free, and so are `lib/`, `db/`, `plugins/`, `storage/` and `mail/`:
 * shared infrastructure anyone may import. Tests (`*.test.ts`) may reach into a module's internals
 * (they test them); so does apps/api/test, which is not read.
 * Run by `npm run lint` and by the lint step of `npm test` (scripts/test.ts); see docs/architecture.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One source file and the specifiers it imports, as written (`'../products/index.ts'`). */
export type ImportGraph = { file: string; imports: string[] }[];

export type DeepImport = { file: string; specifier: string; module: string };

const MODULES_DIR = 'modules';

/** `<module>` and the path inside it of a file under `<srcDir>/modules/`, else null. */
const moduleOf = (srcDir: string, file: string): { module: string; inner: string } | null => {
  const relative = path.relative(path.join(srcDir, MODULES_DIR), file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  const [module, ...inner] = relative;
  return module ? { module, inner: inner.join('/') } : null;
};

const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

/**
 * The deep imports of a graph whose files lie under `srcDir` (absolute paths). Pure: the CLI
 * reads the graph from disk, tests pass one in.
 */
export const findDeepImports = (srcDir: string, graph: ImportGraph): DeepImport[] => {
  const found: DeepImport[] = [];
  for (const { file, imports } of graph) {
    if (isTest(file)) continue;
    const importer = moduleOf(srcDir, file);
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue; // packages, node: built-ins
      const target = moduleOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (!target || target.module === importer?.module) continue;
      if (target.inner === 'index.ts') continue;
      found.push({ file, specifier, module: target.module });
    }
  }
  return found;
};

/** The one file outside `modules/` that may import modules: it registers their routes. */
const COMPOSITION_ROOT = 'app.ts';

/** Files of `srcDir` outside `modules/` (tests and app.ts aside) that import a module, face or not. */
export const findImportsFromBelow = (srcDir: string, graph: ImportGraph): DeepImport[] => {
  const found: DeepImport[] = [];
  for (const { file, imports } of graph) {
    if (isTest(file) || moduleOf(srcDir, file)) continue;
    const relative = path.relative(srcDir, file);
    if (relative.startsWith('..') || relative === COMPOSITION_ROOT) continue;
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const target = moduleOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (target) found.push({ file, specifier, module: target.module });
    }
  }
  return found;
};

/** One module's import of another, with the files that make it. */
export type ModuleArrow = { from: string; to: string; files: string[] };

/** Which modules each module imports (tests left out), with the importing files. */
export const moduleArrows = (srcDir: string, graph: ImportGraph): ModuleArrow[] => {
  const arrows = new Map<string, ModuleArrow>();
  for (const { file, imports } of graph) {
    if (isTest(file)) continue;
    const importer = moduleOf(srcDir, file);
    if (!importer) continue;
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const target = moduleOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (!target || target.module === importer.module) continue;
      const key = `${importer.module}\0${target.module}`;
      const arrow = arrows.get(key) ?? { from: importer.module, to: target.module, files: [] };
      if (!arrow.files.includes(file)) arrow.files.push(file);
      arrows.set(key, arrow);
    }
  }
  return [...arrows.values()];
};

/**
 * The loops between modules: each group of modules that reach one another through their imports
 * (a strongly connected component, Tarjan's algorithm), with one loop through it to show and the
 * arrows inside it. Empty when the modules' imports form layers.
 */
export const findModuleLoops = (
  srcDir: string,
  graph: ImportGraph,
): { modules: string[]; loop: string[]; arrows: ModuleArrow[] }[] => {
  const arrows = moduleArrows(srcDir, graph);
  const next = new Map<string, string[]>();
  for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  const nodes = [...new Set(arrows.flatMap(({ from, to }) => [from, to]))].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) group.push(member);
    } while (member && member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups.map((modules) => {
    const inside = arrows.filter(({ from, to }) => modules.includes(from) && modules.includes(to));
    return { modules, loop: loopThrough(modules[0] ?? '', inside), arrows: inside };
  });
};

/** One shortest path from `start` back to itself along `arrows` (breadth first). */
const loopThrough = (start: string, arrows: ModuleArrow[]): string[] => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const { from, to } of arrows) {
      if (from !== node) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
};

/** Comments are dropped first, so an import quoted in a comment does not count. */
const stripComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Static imports and re-exports (`… from '…'`), side-effect imports and dynamic `import('…')`. */
export const importsOf = (source: string): string[] => {
  const text = stripComments(source);
  const specifiers: string[] = [];
  for (const pattern of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(?\s*['"]([^'"]+)['"]/g]) {
    for (const match of text.matchAll(pattern)) if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
};

/** Every .ts file under `dir` with its imports. */
export const readImportGraph = (dir: string): ImportGraph =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({ file, imports: importsOf(readFileSync(file, 'utf8')) }));

/**
 * Checks the modules of `srcDir`, and the deep imports into them from `alsoFrom` (other folders
 * whose code may use the API's modules: `scripts/`); prints each breach and answers the exit code.
 */
export const checkModuleImports = (
  srcDir: string,
  log: (line: string) => void = console.error,
  alsoFrom: readonly string[] = [],
): number => {
  const graph = readImportGraph(srcDir);
  const deep = findDeepImports(srcDir, [...graph, ...alsoFrom.flatMap(readImportGraph)]);
  for (const { file, specifier, module } of deep) {
    log(
      `${path.relative(process.cwd(), file)}: imports '${specifier}', inside module '${module}'; ` +
        `import '${MODULES_DIR}/${module}/index.ts' and export what you need from there`,
    );
  }
  if (deep.length > 0) log(`${deep.length} deep import(s) into another module`);
  const below = findImportsFromBelow(srcDir, graph);
  for (const { file, specifier, module } of below) {
    log(
      `${path.relative(process.cwd(), file)}: imports '${specifier}' (module '${module}'); only ` +
        `${COMPOSITION_ROOT} and the modules import modules: pass what it needs in from ${COMPOSITION_ROOT}`,
    );
  }
  const loops = findModuleLoops(srcDir, graph);
  for (const { loop, arrows } of loops) {
    log(`modules import each other in a loop: ${loop.join(' → ')}`);
    for (const { from, to, files } of arrows) {
      log(`  ${from} → ${to}: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
    }
  }
  if (loops.length > 0) {
    log(
      `${loops.length} loop(s) between modules: move what needs both sides into a module above them ` +
        `(as modules/pages composes pages), or what both need into one below (as modules/taxonomy)`,
    );
  }
  return deep.length === 0 && below.length === 0 && loops.length === 0 ? 0 : 1;
};

if (import.meta.main) {
  const srcDir = path.resolve(import.meta.dirname, '../apps/api/src');
  process.exit(checkModuleImports(srcDir, console.error, [import.meta.dirname]));
}
