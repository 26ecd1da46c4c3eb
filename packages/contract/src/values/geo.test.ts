import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm, MAX_DISTANCE_KM } from './geo.ts';

const tokyoStation = { latitude: 35.681167, longitude: 139.7673068 };

describe('haversineKm', () => {
  it('is zero for the same point and about right for known pairs', () => {
    expect(haversineKm(tokyoStation, tokyoStation)).toBe(0);
    // Tokyo Station → Shin-Osaka ≈ 400 km as the crow flies.
    const osaka = { latitude: 34.7334, longitude: 135.5001 };
    expect(haversineKm(tokyoStation, osaka)).toBeGreaterThan(395);
    expect(haversineKm(tokyoStation, osaka)).toBeLessThan(410);
  });

  it('reaches half the circumference between antipodes', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      MAX_DISTANCE_KM,
      6,
    );
  });
});
