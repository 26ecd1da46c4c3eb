import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, FOLD_FROM, FOLD_TO, searchTerms } from './search-text.ts';

/** A SQL string literal (the fold tables are fixed text: inlined, so an expression index can match it). */
const literal = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * `texts` joined by line feeds and normalized as search-text.ts does: NFKC, then the same fixed fold
 * with `translate()`. A line feed never survives in a search word, so no word matches across two texts.
 */
export const normalizedSearchSql = (texts: readonly SQL[]): SQL =>
  sql`translate(normalize(concat_ws(E'\\n', ${sql.join([...texts], sql`, `)}), NFKC), ${literal(FOLD_FROM)}, ${literal(FOLD_TO)})`;

/**
 * Every word of `query` occurs in `texts` (docs/rules/search.md): the words are AND-ed, each a
 * substring match after normalizing both sides. `undefined` when the query has no words.
 */
export const keywordFilter = (texts: readonly SQL[], query: string | undefined): SQL | undefined => {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const patterns = sql.join(
    terms.map((term) => sql`${containsPattern(term)}`),
    sql`, `,
  );
  return sql`(${normalizedSearchSql(texts)} like all (array[${patterns}]::text[]))`;
};
