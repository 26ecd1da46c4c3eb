import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { prefecturesNamed } from './search-places.ts';
import { FOLD_FROM, FOLD_TO, searchTerms } from './search-text.ts';

/**
 * The characters each folded character stands for (itself and every character the fold maps to it):
 * `と` → `とト`, `a` → `aA`.
 */
const SPELLINGS: ReadonlyMap<string, string> = (() => {
  const from = [...FOLD_FROM];
  const to = [...FOLD_TO];
  const spellings = new Map<string, string>();
  to.forEach((char, index) => {
    spellings.set(char, (spellings.get(char) ?? char) + (from[index] ?? ''));
  });
  return spellings;
})();

/**
 * A PostgreSQL regular expression (ARE) matching exactly the texts whose fold contains `term` (a
 * folded word, searchTerms): each character becomes the bracket of its spellings (`とまと` →
 * `[とト][まマ][とト]`), ASCII punctuation is escaped, everything else stands for itself.
 *
 * Why not fold the stored text with `translate()` and `LIKE` the folded word: `translate` compares
 * each character with its whole table (144 characters), which measured 30 times slower than this
 * expression on the same rows (docs/rules/search.md, "Scale-out"). Both match the same texts: the
 * fold is one character for one character, so "some position where the fold of the text equals the
 * word" is "some position where every character is one of the spellings of the word's character".
 */
export const termPattern = (term: string): string =>
  [...term]
    .map((char) => {
      const spellings = SPELLINGS.get(char);
      if (spellings) return `[${spellings}]`;
      return /^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]$/.test(char) ? `\\${char}` : char;
    })
    .join('');

/**
 * A text column (or any cheap text expression: it is named up to three times) NFKC-normalized, for
 * the `texts` of keywordFilter. Most stored text is already NFKC, and checking that is cheaper than
 * normalizing, so only the rest is normalized.
 */
export const searchableText = (text: SQL | SQLWrapper): SQL =>
  sql`(case when ${text} is nfkc normalized then ${text} else normalize(${text}, nfkc) end)`;

/**
 * A name the row is found by through a reference: rows whose `column` holds the `id` of a `table` row
 * whose `name` matches (a product by its producer's or marche's name).
 */
export type NameReference = { column: SQLWrapper; table: SQLWrapper; id: SQLWrapper; name: SQLWrapper };

/**
 * Every word of `query` occurs in one of the row's own `texts` (each a searchableText) or in one of
 * the referenced `names`, or names the row's prefecture (`prefecture`, its code column;
 * search-places.ts) (docs/rules/search.md): the words are AND-ed, each a substring match after
 * normalizing both sides. The own texts are joined by line feeds, which never occur in a word, so no
 * word matches across two texts; NFKC of the whole is the joined NFKC of the parts (a line feed
 * neither composes nor decomposes). A referenced name is matched once per query in its own table
 * (`column in (select id … where name ~ word)`), not looked up row by row; a prefecture name is
 * recognised in TypeScript and becomes `prefecture in (codes)`. `undefined` when the query has no
 * words.
 */
export const keywordFilter = (
  texts: readonly SQL[],
  query: string | undefined,
  names: readonly NameReference[] = [],
  prefecture?: SQLWrapper,
): SQL | undefined => {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const own = sql`concat_ws(E'\\n', ${sql.join([...texts], sql`, `)})`;
  const places = terms.map((term) => (prefecture ? prefecturesNamed(term) : []));
  if (names.length === 0 && places.every((codes) => codes.length === 0)) {
    return sql`(${own} ~ all (array[${sql.join(
      terms.map((term) => sql`${termPattern(term)}`),
      sql`, `,
    )}]::text[]))`;
  }
  const words = terms.map((term, index) => {
    const pattern = termPattern(term);
    const referenced = names.map(
      (ref) =>
        sql`${ref.column} in (select ${ref.id} from ${ref.table} where ${searchableText(ref.name)} ~ ${pattern})`,
    );
    const codes = places[index] ?? [];
    const place =
      prefecture && codes.length > 0
        ? [
            sql`${prefecture} in (${sql.join(
              codes.map((code) => sql`${code}`),
              sql`, `,
            )})`,
          ]
        : [];
    return sql`(${sql.join([sql`${own} ~ ${pattern}`, ...referenced, ...place], sql` or `)})`;
  });
  return sql`(${sql.join(words, sql` and `)})`;
};
