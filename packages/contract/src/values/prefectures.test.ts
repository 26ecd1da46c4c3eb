import { describe, expect, it } from 'vitest';
import { parsePrefectureCode, placeLabel, prefectureLabel, prefectureOptions } from './prefectures.ts';

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
});
