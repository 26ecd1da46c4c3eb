import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLabel,
  formatPostalCode,
  PREFECTURES,
  parsePrefectureCode,
  placeLabel,
  prefectureLabel,
  prefectureOptions,
} from './prefectures.ts';

describe('prefectures', () => {
  it('lists all 47 in JIS order', () => {
    const ja = prefectureOptions('ja');
    expect(ja).toHaveLength(47);
    expect(ja[0]).toEqual({ code: 1, name: '北海道' });
    expect(ja[12]).toEqual({ code: 13, name: '東京都' });
    expect(prefectureOptions('en')[46]).toEqual({ code: 47, name: 'Okinawa' });
  });

  it('parses ?prefecture as 1-47', () => {
    expect(parsePrefectureCode('13')).toBe(13);
    expect(parsePrefectureCode('0')).toBeUndefined();
    expect(parsePrefectureCode('48')).toBeUndefined();
    expect(parsePrefectureCode('tokyo')).toBeUndefined();
    expect(parsePrefectureCode(undefined)).toBeUndefined();
  });

  it('translates API names on English pages only', () => {
    expect(prefectureLabel('北海道', 'en')).toBe('Hokkaido');
    expect(prefectureLabel('熊本', 'en')).toBe('Kumamoto');
    expect(prefectureLabel('北海道', 'ja')).toBe('北海道');
    expect(prefectureLabel('Atlantis', 'en')).toBe('Atlantis');
    expect(placeLabel('長野県', '松本市', 'ja')).toBe('長野県 松本市');
    expect(placeLabel('長野県', '松本市', 'en')).toBe('松本市, Nagano');
    expect(placeLabel('長野県', '', 'en')).toBe('Nagano');
    expect(placeLabel('', '', 'ja')).toBe('');
  });

  it('names every prefecture in romanized English, distinct, in JIS order', () => {
    const english = PREFECTURES.map((p) => p.en);
    expect(english).toHaveLength(47);
    expect(new Set(english).size).toBe(47);
    for (const name of english) expect(name).toMatch(/^[A-Z][a-z]+$/);
    expect(english.slice(0, 3)).toEqual(['Hokkaido', 'Aomori', 'Iwate']);
    for (const p of PREFECTURES) expect(prefectureLabel(p.ja, 'en')).toBe(p.en);
  });

  it('formats addresses largest-first in Japanese and smallest-first in English', () => {
    const address = {
      postalCode: '9051204',
      prefecture: '沖縄県',
      city: '国頭郡東村',
      addressLine1: '川田1-2',
      addressLine2: 'ひがしハウス',
    };
    expect(addressLabel(address, 'ja')).toBe('〒905-1204 沖縄県 国頭郡東村 川田1-2 ひがしハウス');
    expect(addressLabel(address, 'en')).toBe('川田1-2 ひがしハウス, 国頭郡東村, Okinawa 905-1204');
    expect(addressLabel({ prefecture: '沖縄県', city: '国頭郡東村' }, 'en')).toBe('国頭郡東村, Okinawa');
    expect(addressLabel({ prefecture: '', city: '', addressLine1: ' ' }, 'en')).toBe('');
    expect(formatPostalCode('123-4567')).toBe('123-4567');
  });

  it('never shows a Japanese prefecture name on English pages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFECTURES),
        fc.string(),
        fc.string(),
        fc.stringMatching(/^\d{7}$/),
        (prefecture, city, line, postalCode) => {
          const shown = addressLabel(
            { prefecture: prefecture.ja, city, addressLine1: line, postalCode },
            'en',
          );
          expect(shown).toContain(prefecture.en);
          if (!city.includes(prefecture.ja) && !line.includes(prefecture.ja)) {
            expect(shown).not.toContain(prefecture.ja);
          }
        },
      ),
    );
  });
});
