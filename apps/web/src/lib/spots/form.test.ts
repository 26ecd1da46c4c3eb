import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS, parseSpotSearch, spotsHref, validateSpot } from './form.ts';

describe('spots page', () => {
  it('searches around the query, else Tokyo Station, with an offered radius', () => {
    expect(parseSpotSearch({})).toEqual({
      latitude: 35.681167,
      longitude: 139.7673068,
      radius: DEFAULT_RADIUS,
    });
    expect(parseSpotSearch({ latitude: '42.9', longitude: '143.05', radius: '100' })).toEqual({
      latitude: 42.9,
      longitude: 143.05,
      radius: 100,
    });
    expect(parseSpotSearch({ latitude: '91', longitude: '1', radius: '7' }).radius).toBe(DEFAULT_RADIUS);
    expect(parseSpotSearch({ latitude: '0x10', longitude: '1' }).latitude).toBe(35.681167);
    expect(spotsHref({ latitude: 1.5, longitude: 2 }, 20)).toBe('/spots?latitude=1.5&longitude=2&radius=20');
  });

  it('validates a new spot as the API does', () => {
    const ok = { spotTypeId: 't1', name: '展望台', description: '', latitude: '35.1', longitude: '139.2' };
    expect(validateSpot(ok)).toEqual({});
    expect(
      validateSpot({
        spotTypeId: '',
        name: ' \u3000',
        description: 'あ'.repeat(2001),
        latitude: 'x',
        longitude: '181',
      }),
    ).toEqual({
      spotTypeId: 'required',
      name: 'required',
      description: 'tooLong',
      latitude: 'coordinate',
      longitude: 'coordinate',
    });
    expect(validateSpot({ ...ok, name: '🍅'.repeat(65) })).toEqual({ name: 'tooLong' });
  });
});
