import { describe, expect, it } from 'vitest';
import { centerOf, formatCoordinate, mappable, mapStyleUrl, mapsUrl } from './points.ts';

describe('map points', () => {
  it('keeps only places with usable coordinates', () => {
    const items = [
      { id: 'a', latitude: 35.1, longitude: 139.2 },
      { id: 'b', latitude: null, longitude: null },
      { id: 'c', latitude: 0, longitude: 0 },
      { id: 'd', latitude: 95, longitude: 10 },
    ];
    expect(mappable(items).map((i) => i.id)).toEqual(['a']);
  });

  it('centres on the bounding box and links to a maps site', () => {
    expect(centerOf([])).toBeUndefined();
    expect(
      centerOf([
        { latitude: 34, longitude: 135 },
        { latitude: 36, longitude: 139 },
        { latitude: 35, longitude: 136 },
      ]),
    ).toEqual({ latitude: 35, longitude: 137 });
    expect(mapsUrl({ latitude: 35.5, longitude: 139.25 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=35.5,139.25',
    );
    expect(formatCoordinate(139.7673068)).toBe('139.7673');
  });

  it('reads MAP_STYLE_URL: http(s) URLs only, else no style (the offline map)', () => {
    expect(mapStyleUrl({})).toBeUndefined();
    expect(mapStyleUrl({ MAP_STYLE_URL: '  ' })).toBeUndefined();
    expect(mapStyleUrl({ MAP_STYLE_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(mapStyleUrl({ MAP_STYLE_URL: 'not a url' })).toBeUndefined();
    expect(mapStyleUrl({ MAP_STYLE_URL: 'https://tiles.example/style.json' })).toBe(
      'https://tiles.example/style.json',
    );
  });
});
