/**
 * The storefront's data boundary, as checks over source text (run by src/boundary.test.ts):
 * - every API call goes through the fetchers of `lib/api/<domain>.ts`, so no file under `app/` or
 *   `components/` holds a `/v1/` string;
 * - components never import from `app/` (what they share with a page lives in `lib/`);
 * - the session cookie is written only by `lib/auth/session-cookie.ts`.
 */

/** The string literals and template-literal texts of a TypeScript source, comments skipped. */
export function stringLiterals(source: string): string[] {
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
export function apiPathLiterals(source: string): string[] {
  return stringLiterals(source).filter((text) => /(?:^|\S)\/v1\//.test(text));
}

/** Module specifiers of a source that point into `src/app` (`@/app/…`, or relative paths reaching it). */
export function appImports(source: string, fileDir: string): string[] {
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
export function writesSessionCookie(source: string): boolean {
  return /\.set\(\s*(?:SESSION_COOKIE|SESSION_STARTED_COOKIE|['"`]hatake_session(?:_started)?['"`])/.test(
    source,
  );
}

/**
 * Imports of the contract's root (`@hatake/contract`: the TypeBox schemas) that are not type-only.
 * The storefront takes wire types from the root and values from `@hatake/contract/values`.
 */
export function runtimeContractImports(source: string): string[] {
  const statements = source.match(
    /\b(?:import|export)\b[^;]*?from\s*['"]@hatake\/contract['"]|\bimport\s*['"]@hatake\/contract['"]/g,
  );
  return (statements ?? []).filter((statement) => !/^(?:import|export)\s+type\b/.test(statement));
}
