import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termPattern } from './search-sql.ts';
import { normalizeSearchText } from './search-text.ts';

describe('termPattern', () => {
  it('gives each folded character the bracket of its spellings', () => {
    expect(termPattern('とまと')).toBe('[とト][まマ][とト]');
    expect(termPattern('abc')).toBe('[aA][bB][cC]');
    expect(termPattern('café')).toBe('[cC][aA][fF][éÉ]');
    expect(termPattern('甘露煮')).toBe('甘露煮');
    expect(termPattern('1')).toBe('1');
  });

  it('escapes every ASCII punctuation character, so none acts as a regex operator', () => {
    expect(termPattern('100%')).toBe('100\\%');
    expect(termPattern('a.b*(c)[d]^$\\|?+{}')).toBe(
      '[aA]\\.[bB]\\*\\([cC]\\)\\[[dD]\\]\\^\\$\\\\\\|\\?\\+\\{\\}',
    );
  });

  // A JavaScript regular expression reads these patterns as PostgreSQL does (brackets of BMP characters,
  // escaped punctuation, literals), so the match can be checked here against the TypeScript fold.
  const word = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
    .map((raw) => normalizeSearchText(raw).replace(/\s/gu, ''))
    .filter((w) => w.length > 0);

  it('matches every respelling of the word (upper case, katakana, full width after NFKC)', () => {
    fc.assert(
      fc.property(word, (w) => {
        const pattern = new RegExp(termPattern(w));
        expect(pattern.test(w)).toBe(true);
        const katakana = [...w]
          .map((c) =>
            c >= '\u3041' && c <= '\u3096' ? String.fromCodePoint((c.codePointAt(0) ?? 0) + 0x60) : c,
          )
          .join('');
        expect(pattern.test(katakana)).toBe(true);
        expect(pattern.test(w.toUpperCase().normalize('NFKC'))).toBe(
          normalizeSearchText(w.toUpperCase()).includes(w),
        );
      }),
    );
  });

  it('matches an NFKC text exactly when the folded text contains the word', () => {
    fc.assert(
      fc.property(word, fc.string({ unit: 'grapheme', maxLength: 30 }), (w, raw) => {
        const text = raw.normalize('NFKC');
        expect(new RegExp(termPattern(w)).test(text)).toBe(normalizeSearchText(text).includes(w));
      }),
      { numRuns: 500 },
    );
  });
});
