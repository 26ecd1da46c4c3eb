import { PREFECTURES } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { prefecturesNamed } from './search-places.ts';
import { searchTerms } from './search-text.ts';

const named = (query: string) => searchTerms(query).flatMap((term) => [...prefecturesNamed(term)]);

describe('prefecturesNamed', () => {
  it('knows a prefecture by its Japanese name, without its suffix, and in English in any case', () => {
    expect(named('北海道')).toEqual([1]);
    expect(named('Hokkaido')).toEqual([1]);
    expect(named('ＨＯＫＫＡＩＤＯ')).toEqual([1]);
    expect(named('東京都')).toEqual([13]);
    expect(named('東京')).toEqual([13]);
    expect(named('tokyo')).toEqual([13]);
    expect(named('京都')).toEqual([26]);
    expect(named('沖縄県 kumamoto')).toEqual([47, 43]);
  });

  it('every prefecture is named by its Japanese and its English name', () => {
    for (const prefecture of PREFECTURES) {
      expect(named(prefecture.ja)).toEqual([prefecture.code]);
      expect(named(prefecture.en)).toEqual([prefecture.code]);
    }
  });

  it('a part of a name names nothing', () => {
    expect(named('to')).toEqual([]);
    expect(named('a')).toEqual([]);
    expect(named('北海')).toEqual([]);
    expect(named('hokkai')).toEqual([]);
    expect(named('トマト')).toEqual([]);
  });
});
