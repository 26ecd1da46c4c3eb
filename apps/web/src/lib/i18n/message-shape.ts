/**
 * The shape of the message catalogues (src/messages/{ja,en}.json), as pure functions: every leaf
 * key, and per message the ICU arguments and rich-text tags it takes. Both catalogues must have the
 * same shape (docs/product.md#languages: every page exists in both): a key or argument present in one language only shows up as a raw key
 * or an unformatted `{count}` in the other.
 */

export type MessageTree = { readonly [key: string]: unknown };

/** One leaf message: its dotted key (array items as `.0`, `.1`, …) and its text. */
export type FlatMessage = { key: string; text: string };

/** Every string leaf of a catalogue, depth first, in file order. Non-string leaves are kept as ''. */
export function flattenMessages(tree: unknown, prefix = ''): FlatMessage[] {
  if (typeof tree === 'string') return [{ key: prefix, text: tree }];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => flattenMessages(item, join(prefix, index)));
  if (tree !== null && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => flattenMessages(value, join(prefix, key)));
  return [{ key: prefix, text: '' }];
}

const join = (prefix: string, key: string | number): string => (prefix ? `${prefix}.${key}` : String(key));

/** Types of ICU arguments whose options hold sub-messages (`one {…} other {…}`). */
const BRANCHING = new Set(['plural', 'select', 'selectordinal']);

/**
 * The argument names (`{name}`, `{count, plural, …}`) and rich-text tag names (`<b>…</b>`) a message
 * uses, sorted and without repeats. Literal text inside plural/select branches is not an argument;
 * `#` is. ICU quoting (`'{'`) is honoured; a lone apostrophe is literal text, as in ICU.
 */
export function messageArguments(text: string): string[] {
  const found = new Set<string>();
  parseMessage(text, 0, found, false);
  return [...found].sort();
}

/** Parses a (sub-)message from `start`; returns the index after it (at a closing `}` when nested). */
function parseMessage(text: string, start: number, found: Set<string>, nested: boolean): number {
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === "'" && text[i + 1] === "'") {
      i += 2;
    } else if (char === "'" && '{}#<'.includes(text[i + 1] ?? '')) {
      const end = text.indexOf("'", i + 1);
      i = end === -1 ? text.length : end + 1;
    } else if (char === '{') {
      i = parseArgument(text, i + 1, found);
    } else if (char === '}' && nested) {
      return i;
    } else if (char === '<') {
      const tag = /^<\/?([A-Za-z][\w-]*)\s*\/?>/.exec(text.slice(i));
      if (tag?.[1]) found.add(`<${tag[1]}>`);
      i += tag ? tag[0].length : 1;
    } else {
      i += 1;
    }
  }
  return i;
}

/** Parses `name[, type[, style or branches]]}` after an opening brace; returns the index after `}`. */
function parseArgument(text: string, start: number, found: Set<string>): number {
  const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(start));
  const name = head?.[1] ?? '';
  const type = head?.[2] ?? '';
  if (name) found.add(name);
  let i = start + (head?.[0].length ?? 0);
  if (BRANCHING.has(type)) {
    // `, offset:1 one {…} =0 {…} other {…}}`
    while (i < text.length && text[i] !== '}') {
      if (text[i] === '{') {
        i = parseMessage(text, i + 1, found, true) + 1;
      } else {
        i += 1;
      }
    }
    return i + 1;
  }
  const close = text.indexOf('}', i);
  return close === -1 ? text.length : close + 1;
}

/** What differs between two catalogues: keys of one only, and messages whose arguments differ. */
export function compareCatalogues(
  a: { name: string; tree: unknown },
  b: { name: string; tree: unknown },
): string[] {
  const left = new Map(flattenMessages(a.tree).map((m) => [m.key, m.text]));
  const right = new Map(flattenMessages(b.tree).map((m) => [m.key, m.text]));
  const problems: string[] = [];
  for (const key of left.keys()) if (!right.has(key)) problems.push(`${key}: missing in ${b.name}`);
  for (const key of right.keys()) if (!left.has(key)) problems.push(`${key}: missing in ${a.name}`);
  for (const [key, text] of left) {
    const other = right.get(key);
    if (other === undefined) continue;
    const mine = messageArguments(text).join(', ');
    const theirs = messageArguments(other).join(', ');
    if (mine !== theirs) problems.push(`${key}: ${a.name} takes [${mine}], ${b.name} takes [${theirs}]`);
  }
  return problems;
}
