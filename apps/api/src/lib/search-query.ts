/**
 * Query-string pieces of the keyword search and the product list's filters (docs/rules/search.md),
 * shared by the product and experience list routes.
 */
import { SEARCH_LIMITS } from '@hatake/contract/values';
import { Type } from 'typebox';

/** `q`: words separated by spaces (half- or full-width), all of which must occur in `where`. */
export const keywordQuery = (where: string) => ({
  q: Type.Optional(
    Type.String({
      maxLength: SEARCH_LIMITS.query,
      // Control characters (a NUL cannot even reach the database) are refused, not searched for.
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description:
        `keywords (at most ${SEARCH_LIMITS.query} characters), separated by spaces; every word must ` +
        `occur in ${where}. Width (ＡＢＣ/ABC, ｶﾀｶﾅ/カタカナ), katakana/hiragana and letter case are ` +
        'ignored; blank = no keyword filter; control characters are refused',
    }),
  ),
});

const yen = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.price, description }));

/** `minPrice` / `maxPrice`: an inclusive price range in yen (tax included). */
export const priceRangeQuery = () => ({
  minPrice: yen('only products costing at least this many yen (tax included)'),
  maxPrice: yen('only products costing at most this many yen (tax included); not below minPrice (else 400)'),
});
