import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  FOLD_FROM,
  FOLD_TO,
  MAX_SEARCH_WORDS,
  normalizeSearchText,
  searchTerms,
} from './search-text.ts';

/** Full-width katakana and the half-width spelling of each (voiced ones with ﾞ, semi-voiced with ﾟ). */
const KANA: readonly (readonly [full: string, half: string])[] = [
  ...[...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン'].map(
    (full, i) => [full, [...'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝ'][i] ?? '?'] as const,
  ),
  ...[...'ガギグゲゴザジズゼゾダヂヅデドバビブベボ'].map(
    (full, i) => [full, `${[...'ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎ'][i] ?? '?'}ﾞ`] as const,
  ),
  ...[...'パピプペポ'].map((full, i) => [full, `${[...'ﾊﾋﾌﾍﾎ'][i] ?? '?'}ﾟ`] as const),
  ['ヴ', 'ｳﾞ'],
  ['ー', 'ｰ'],
  ['ァ', 'ｧ'],
  ['ッ', 'ｯ'],
  ['ャ', 'ｬ'],
];

/** The hiragana of a katakana character (the Unicode blocks are parallel over ァ–ヶ). */
const hiraganaOf = (katakana: string): string =>
  [...katakana]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : c;
    })
    .join('');

/** ASCII printable characters as their full-width forms (U+FF01–U+FF5E). */
const fullWidth = (ascii: string): string =>
  [...ascii].map((c) => (c > ' ' && c <= '~' ? String.fromCodePoint(c.charCodeAt(0) + 0xfee0) : c)).join('');

const kanaWord = fc.array(fc.constantFrom(...KANA), { minLength: 1, maxLength: 12 });
const asciiWord = fc.stringMatching(/^[!-~]{1,16}$/);
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  kanaWord.map((pairs) => pairs.map(([full, half]) => full + half).join('')),
);

describe('normalizeSearchText', () => {
  it('the fold tables pair one character with one', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
    // No character is folded into one that is folded again: one pass is enough.
    for (const char of FOLD_TO) expect(FOLD_FROM).not.toContain(char);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('is width-insensitive: half-width katakana and full-width Latin read as their usual forms', () => {
    fc.assert(
      fc.property(kanaWord, asciiWord, (pairs, ascii) => {
        const full = pairs.map(([f]) => f).join('');
        const half = pairs.map(([, h]) => h).join('');
        expect(normalizeSearchText(half)).toBe(normalizeSearchText(full));
        expect(normalizeSearchText(fullWidth(ascii))).toBe(normalizeSearchText(ascii));
      }),
    );
  });

  it('is kana-insensitive: katakana and hiragana normalize alike', () => {
    fc.assert(
      fc.property(kanaWord, (pairs) => {
        const katakana = pairs.map(([f]) => f).join('');
        expect(normalizeSearchText(katakana)).toBe(normalizeSearchText(hiraganaOf(katakana)));
      }),
    );
  });

  it('is case-insensitive for Latin letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-Þà-öø-þ]{1,16}$/), (word) => {
        expect(normalizeSearchText(word.toUpperCase())).toBe(normalizeSearchText(word.toLowerCase()));
      }),
    );
  });

  it('examples', () => {
    expect(normalizeSearchText('ｶﾀｶﾅ')).toBe('かたかな');
    expect(normalizeSearchText('ＡＢＣ')).toBe('abc');
    expect(normalizeSearchText('ﾄﾏﾄ ジュース')).toBe('とまと じゅーす');
    expect(normalizeSearchText('ガイド Ｃａｆé')).toBe('がいど café');
    // Kanji and digits pass through (full-width digits become ASCII).
    expect(normalizeSearchText('有機野菜１２３')).toBe('有機野菜123');
  });
});

describe('searchTerms', () => {
  it('splits on half- and full-width spaces, drops repeats and blanks', () => {
    expect(searchTerms('トマト　ｼﾞｭｰｽ  とまと')).toEqual(['とまと', 'じゅーす']);
    expect(searchTerms(' \u3000 ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it(`takes at most MAX_SEARCH_WORDS (${MAX_SEARCH_WORDS}) distinct words, and refuses more naming q`, () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(0x61 + i)).join(' ');
    expect(searchTerms(words(MAX_SEARCH_WORDS))).toHaveLength(MAX_SEARCH_WORDS);
    // Repeats count once.
    expect(searchTerms(`${words(MAX_SEARCH_WORDS)} a b a`)).toHaveLength(MAX_SEARCH_WORDS);
    expect(() => searchTerms(words(MAX_SEARCH_WORDS + 1))).toThrow(/^q must have at most 8 words$/);
    expect(() => searchTerms(words(26))).toThrow(/q/);
  });

  it('never yields a word with white space in it, and every word is normalized', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const term of searchTerms(text)) {
          expect(term).not.toMatch(/\s/u);
          expect(term.length).toBeGreaterThan(0);
          expect(normalizeSearchText(term)).toBe(term);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
    expect(containsPattern('とまと')).toBe('%とまと%');
  });
});
