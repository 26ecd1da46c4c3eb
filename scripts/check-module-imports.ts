/**
 * `node scripts/check-module-imports.ts`: every API module (`apps/api/src/modules/<m>/`) is used
 * by others only through its face, `modules/<m>/index.ts`. A file outside `modules/<m>/` that
 * imports anything else of it (`../products/service.ts`) is a deep import, and this check fails
 * (exit 1), naming each. Imports within a module are free, and so are `lib/`, `db/`, `plugins/`,
 * `storage/` and `mail/`: shared infrastructure anyone may import. Tests (`*.test.ts`) may reach
 * into a module's internals (they test them); so does apps/api/test, which is outside `src`.
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

/** Checks `srcDir`; prints each deep import and answers the exit code. */
export const checkModuleImports = (srcDir: string, log: (line: string) => void = console.error): number => {
  const deep = findDeepImports(srcDir, readImportGraph(srcDir));
  for (const { file, specifier, module } of deep) {
    log(
      `${path.relative(process.cwd(), file)}: imports '${specifier}', inside module '${module}'; ` +
        `import '${MODULES_DIR}/${module}/index.ts' and export what you need from there`,
    );
  }
  if (deep.length > 0) log(`${deep.length} deep import(s) into another module`);
  return deep.length === 0 ? 0 : 1;
};

if (import.meta.main) {
  const srcDir = path.resolve(import.meta.dirname, '../apps/api/src');
  process.exit(checkModuleImports(srcDir));
}
