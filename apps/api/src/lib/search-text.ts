/**
 * Keyword search text (docs/rules/search.md): the one normalization both sides of a match go through.
 * The shopper's words are normalized here; PostgreSQL normalizes the stored text with NFKC at query
 * time and applies the fold through patterns built from the same table (search-sql.ts), so that a
 * word matches whatever width, kana or case it was typed in:
 *
 * 1. Unicode NFKC: full-width Latin and digits become ASCII (ＡＢＣ → ABC), half-width katakana
 *    becomes full-width with its voicing marks composed (ｶﾞ → ガ), the ideographic space a space.
 * 2. One fixed character map (FOLD_FROM → FOLD_TO): upper-case Latin letters (ASCII and Latin-1) to
 *    lower case, katakana to hiragana. A fixed table rather than `lower()` / `toLowerCase()`: those
 *    follow the database's locale and the JavaScript engine's Unicode tables, which differ between
 *    PGlite, a production server and Node; a table is the same everywhere.
 */
import { HIRAGANA_TWINS, KATAKANA_WITH_TWIN } from '@hatake/contract/values';
import { invalidArgument } from './domain-error.ts';

const range = (from: number, to: number): string => {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
};

/**
 * Characters the fold replaces, each by the character at the same position in FOLD_TO. The kana
 * half is the contract's own table, the one sign-up uses to take katakana names as hiragana.
 */
export const FOLD_FROM =
  range(0x41, 0x5a) + // A–Z
  range(0xc0, 0xd6) + // À–Ö
  range(0xd8, 0xde) + // Ø–Þ (× is not a letter)
  KATAKANA_WITH_TWIN; // ァ–ヶ, ヽヾ

export const FOLD_TO =
  range(0x61, 0x7a) + // a–z
  range(0xe0, 0xf6) + // à–ö
  range(0xf8, 0xfe) + // ø–þ
  HIRAGANA_TWINS; // ぁ–ゖ, ゝゞ

const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, [...FOLD_TO][index] ?? char]));

/** Most distinct words a keyword query may have (docs/api.md, "Limits"): more → 400 naming `q`. */
export const MAX_SEARCH_WORDS = 8;

/** NFKC, then the fixed fold: what a stored text and a typed word are compared as. */
export const normalizeSearchText = (text: string): string => {
  let folded = '';
  for (const char of text.normalize('NFKC')) folded += FOLD.get(char) ?? char;
  return folded;
};

/**
 * The words of a query, normalized, without repeats: split on any white space (after NFKC the
 * full-width space is a space). No words (blank query) = no keyword filter.
 */
export const searchTerms = (query: string | undefined): string[] => {
  if (!query) return [];
  const words = normalizeSearchText(query)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  const terms = [...new Set(words)];
  // Each word costs its own scans of every searched text (docs/rules/search.md): 32 one-letter
  // words cost 7× a typical query. Nobody types more than a few.
  if (terms.length > MAX_SEARCH_WORDS) throw invalidArgument(`q must have at most ${MAX_SEARCH_WORDS} words`);
  return terms;
};

/** A LIKE pattern matching `term` anywhere: `%`, `_` and `\` in the term match themselves. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
