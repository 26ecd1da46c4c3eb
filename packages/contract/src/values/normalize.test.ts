import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toE164PhoneNumber, toHiraganaName, toNameReading } from './normalize.ts';
import { E164_PATTERN, HIRAGANA_PATTERN, NAME_READING_PATTERN } from './patterns.ts';

const HIRAGANA = new RegExp(HIRAGANA_PATTERN, 'u');
const NAME_READING = new RegExp(NAME_READING_PATTERN, 'u');
const E164 = new RegExp(E164_PATTERN, 'u');

const codePoints = (first: number, last: number) =>
  fc.integer({ min: first, max: last }).map((codePoint) => String.fromCodePoint(codePoint));
/** Characters the contract accepts in a kana name. */
const hiraganaChar = fc.oneof(codePoints(0x3041, 0x3096), fc.constantFrom('\u309D', '\u309E', '\u30FC'));
/** Full-width katakana that have a hiragana twin (ァ…ヶ, ヽ, ヾ) and the long-vowel mark. */
const katakanaChar = fc.oneof(codePoints(0x30a1, 0x30f6), fc.constantFrom('\u30FD', '\u30FE', '\u30FC'));
const word = (char: fc.Arbitrary<string>) =>
  fc.array(char, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));

describe('toHiraganaName', () => {
  it.each([
    ['ヤマダ', 'やまだ'],
    ['タロウ', 'たろう'],
    ['ｶﾞｯｺｳ', 'がっこう'],
    ['ﾔﾏﾀﾞ', 'やまだ'],
    ['ヴィーナス', 'ゔぃーなす'],
    ['ヽヾ', 'ゝゞ'],
    ['  やまだ\u3000', 'やまだ'],
    ['やまダ', 'やまだ'],
    ['Yamada', 'Yamada'],
    ['山田', '山田'],
  ])('%j → %j', (input, expected) => {
    expect(toHiraganaName(input)).toBe(expected);
  });

  it('leaves a name that is already hiragana as it is', () => {
    fc.assert(fc.property(word(hiraganaChar), (name) => toHiraganaName(name) === name));
  });

  it('turns any full-width katakana name into one the contract accepts, character for character', () => {
    fc.assert(
      fc.property(word(katakanaChar), (name) => {
        const out = toHiraganaName(name);
        return HIRAGANA.test(out) && [...out].length === [...name].length;
      }),
    );
  });

  it('accepts half-width katakana too (NFKC), with the same result as full-width', () => {
    fc.assert(
      fc.property(word(codePoints(0xff66, 0xff9d)), (halfWidth) => {
        const out = toHiraganaName(halfWidth);
        return HIRAGANA.test(out) && out === toHiraganaName(halfWidth.normalize('NFKC'));
      }),
    );
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = toHiraganaName(text);
        return toHiraganaName(once) === once;
      }),
    );
  });

  it('never turns a name with a letter or kanji into an accepted one', () => {
    fc.assert(
      fc.property(
        word(katakanaChar),
        fc.constantFrom('a', '山', '1', ' '),
        (name, intruder) => !HIRAGANA.test(toHiraganaName(`${name}${intruder}${name}`)),
      ),
    );
  });
});

describe('toE164PhoneNumber', () => {
  it.each([
    ['09012345678', '+819012345678'],
    ['090-1234-5678', '+819012345678'],
    ['03-1234-5678', '+81312345678'],
    ['+81 90-1234-5678', '+819012345678'],
    ['+81 (0)90 1234 5678', '+819012345678'],
    ['+819012345678', '+819012345678'],
    ['０９０ー１２３４ー５６７８', '+819012345678'],
    ['＋８１\u300090\u300012345678', '+819012345678'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +33.1.23.45.67.89 ', '+33123456789'],
  ])('%j → %j', (input, expected) => {
    expect(toE164PhoneNumber(input)).toBe(expected);
    expect(E164.test(toE164PhoneNumber(input))).toBe(true);
  });

  it.each([['090-1234'], ['12345678'], ['0120'], ['phone'], ['+81 90\t1234 5678'], ['']])(
    '%j stays invalid',
    (input) => {
      expect(E164.test(toE164PhoneNumber(input))).toBe(false);
    },
  );

  const digits = (min: number, max: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
  const separator = fc.constantFrom('', ' ', '-', '\u3000', 'ー', '‐', '.');
  /** Splits digits into 1–3 groups joined by a separator, as people write them. */
  const grouped = (text: string, sep: string, cut1: number, cut2: number) => {
    const a = Math.min(cut1, cut2) % (text.length + 1);
    const b = Math.max(cut1, cut2) % (text.length + 1);
    return [text.slice(0, a), text.slice(a, Math.max(a, b)), text.slice(Math.max(a, b))]
      .filter(Boolean)
      .join(sep);
  };

  it('a Japanese domestic number, however it is separated, becomes +81 and the digits after the 0', () => {
    fc.assert(
      fc.property(digits(9, 10), separator, fc.nat(), fc.nat(), (rest, sep, c1, c2) => {
        const typed = grouped(`0${rest}`, sep, c1, c2);
        return toE164PhoneNumber(typed) === `+81${rest}`;
      }),
    );
  });

  it('an international number keeps its country code and digits, and the result is E.164', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits(6, 13), separator, (lead, rest, sep) => {
        fc.pre(!(lead === 8 && rest.startsWith('10')));
        const number = `+${lead}${rest}`;
        const out = toE164PhoneNumber(`+${lead}${sep}${rest}`);
        return out === number && E164.test(out);
      }),
    );
  });

  it('full-width digits give the same number as ASCII ones', () => {
    fc.assert(
      fc.property(digits(9, 10), (rest) => {
        const wide = `０${rest}`.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
        return toE164PhoneNumber(wide) === toE164PhoneNumber(`0${rest}`);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = toE164PhoneNumber(text);
        return toE164PhoneNumber(once) === once;
      }),
    );
  });
});

describe('toNameReading and NAME_READING_PATTERN (docs/accounts.md, "Name readings")', () => {
  it.each([
    ['ヤマダ', 'やまだ'],
    ['ﾀﾛｳ', 'たろう'],
    ['やまだ', 'やまだ'],
    ['Smith', 'Smith'],
    ['  Anna ', 'Anna'],
    ['Ｓｍｉｔｈ', 'Smith'],
    ['van   der\u3000Berg', 'van der Berg'],
    ["O'Brien", "O'Brien"],
    ['Mary-Jane', 'Mary-Jane'],
  ])('%j → %j, accepted', (input, expected) => {
    const out = toNameReading(input);
    expect(out).toBe(expected);
    expect(NAME_READING.test(out)).toBe(true);
  });

  it.each([
    ['山田'],
    ['Yamada やまだ'],
    ['やまだ たろう'],
    ['-Smith'],
    ["Smith'"],
    ['Smith1'],
    ['Smith\u200b'],
    [''],
    ['ヷ'],
  ])('%j is refused', (input) => {
    expect(NAME_READING.test(toNameReading(input))).toBe(false);
  });

  it('accepts whatever HIRAGANA_PATTERN accepted (the reference client sends hiragana)', () => {
    fc.assert(fc.property(word(hiraganaChar), (name) => NAME_READING.test(toNameReading(name))));
  });

  it('turns any katakana name into the hiragana one, as sign-up always did', () => {
    fc.assert(fc.property(word(katakanaChar), (name) => toNameReading(name) === toHiraganaName(name)));
  });

  it('accepts Latin words joined by single spaces, hyphens or apostrophes', () => {
    const latinWord = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,8}$/);
    const joiner = fc.constantFrom(' ', '-', "'", '\u2019');
    fc.assert(
      fc.property(latinWord, fc.array(fc.tuple(joiner, latinWord), { maxLength: 3 }), (first, rest) => {
        const name = first + rest.map(([j, w]) => j + w).join('');
        return NAME_READING.test(toNameReading(name)) && toNameReading(name) === name;
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = toNameReading(text);
        return toNameReading(once) === once;
      }),
    );
  });
});
