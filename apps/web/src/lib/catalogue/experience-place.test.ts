import { describe, expect, it } from 'vitest';
import { hostAddress, mapsSearchUrl } from './experience-place.ts';

const host = {
  hostPrefecture: '長野県',
  hostCity: '松本市',
  hostAddressLine1: '1-2-3',
  hostAddressLine2: '',
  hostLatitude: 36.2,
  hostLongitude: 137.9,
};

describe('hostAddress', () => {
  it('joins the parts that are there', () => {
    expect(hostAddress(host, 'ja')).toBe('長野県 松本市 1-2-3');
    expect(hostAddress({ ...host, hostPrefecture: '', hostCity: '', hostAddressLine1: '' }, 'ja')).toBe('');
  });

  it('reads smallest-first with the prefecture in English on English pages', () => {
    expect(hostAddress(host, 'en')).toBe('1-2-3, 松本市, Nagano');
  });
});

describe('mapsSearchUrl', () => {
  it('searches the coordinates when they are valid', () => {
    expect(mapsSearchUrl(host)).toBe('https://www.google.com/maps/search/?api=1&query=36.2,137.9');
  });

  it('falls back to the address, then to nothing', () => {
    const away = { ...host, hostLatitude: Number.NaN, hostLongitude: 200 };
    expect(mapsSearchUrl(away)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('長野県 松本市 1-2-3')}`,
    );
    expect(
      mapsSearchUrl({
        ...away,
        hostPrefecture: '',
        hostCity: '',
        hostAddressLine1: '',
        hostAddressLine2: '',
      }),
    ).toBeUndefined();
  });
});
