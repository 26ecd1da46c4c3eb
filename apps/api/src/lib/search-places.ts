import { PREFECTURES, type PrefectureCode } from '@hatake/contract';
import { normalizeSearchText } from './search-text.ts';

/**
 * The spellings a shopper names a prefecture by, normalized as search words are: the Japanese name
 * (北海道, 東京都), the Japanese name without its 都/府/県 suffix (東京, 大阪; 北海道 keeps its 道,
 * as nobody writes 北海), and the English name (hokkaido).
 */
const PREFECTURE_SPELLINGS: ReadonlyMap<string, readonly PrefectureCode[]> = (() => {
  const spellings = new Map<string, PrefectureCode[]>();
  const add = (spelling: string, code: PrefectureCode) => {
    const key = normalizeSearchText(spelling);
    const codes = spellings.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    spellings.set(key, codes);
  };
  for (const prefecture of PREFECTURES) {
    add(prefecture.ja, prefecture.code);
    if (/[都府県]$/u.test(prefecture.ja)) add(prefecture.ja.slice(0, -1), prefecture.code);
    add(prefecture.en, prefecture.code);
  }
  return spellings;
})();

/**
 * The prefectures a search word (a folded word, searchTerms) names, or [] (docs/rules/search.md):
 * only a whole name counts, not a part of one. `to` naming Tokyo, Tottori, Tochigi and Kyoto, or `a`
 * naming most of Japan, would fill every result page with whatever comes from there.
 */
export const prefecturesNamed = (term: string): readonly PrefectureCode[] =>
  PREFECTURE_SPELLINGS.get(term) ?? [];
