import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  EARTH_RADIUS_KM,
  haversineKm,
  inBoundingBox,
  type LatLng,
  MAX_DISTANCE_KM,
} from './geo.ts';

const anywhere = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Next to a pole or the antimeridian, where boxes are special. */
const edge = fc.record({
  latitude: fc.oneof(
    fc.double({ min: 85, max: 90, noNaN: true }),
    fc.double({ min: -90, max: -85, noNaN: true }),
  ),
  longitude: fc.oneof(
    fc.double({ min: 175, max: 180, noNaN: true }),
    fc.double({ min: -180, max: -175, noNaN: true }),
  ),
});
const point = fc.oneof({ arbitrary: anywhere, weight: 3 }, { arbitrary: edge, weight: 1 });

describe('haversineKm', () => {
  it('knows a few real distances', () => {
    const tokyo = { latitude: 35.6812, longitude: 139.7671 };
    const osaka = { latitude: 34.7025, longitude: 135.4959 };
    expect(haversineKm(tokyo, osaka)).toBeCloseTo(403, 0);
    // One degree of latitude along a meridian.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      (Math.PI * EARTH_RADIUS_KM) / 180,
      6,
    );
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      MAX_DISTANCE_KM,
      6,
    );
  });

  it('is a metric: zero on itself, symmetric, bounded by half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, a)).toBeCloseTo(0, 9);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(MAX_DISTANCE_KM + 1e-9);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // asin loses precision next to antipodes: allow a metre.
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-3);
      }),
    );
  });
});

/** A point at `distanceKm` from `from` in direction `bearing` (radians), on the sphere. */
const destination = (from: LatLng, distanceKm: number, bearing: number): LatLng => {
  const d = distanceKm / EARTH_RADIUS_KM;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lng1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  const longitude = (((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude };
};

describe('boundingBox', () => {
  it('contains every point within the radius (poles and the antimeridian included)', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0, max: 25_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (center, radius, fraction, bearing) => {
          const inside = destination(center, radius * fraction, bearing);
          // destination() itself is imprecise next to the poles: the distance decides what is inside.
          if (haversineKm(center, inside) <= radius) {
            expect(inBoundingBox(boundingBox(center, radius), inside)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('contains every random point whose distance is within the radius', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 25_000, noNaN: true }), (center, other, radius) => {
        if (haversineKm(center, other) <= radius) {
          expect(inBoundingBox(boundingBox(center, radius), other)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is tight enough to be useful away from the poles', () => {
    const box = boundingBox({ latitude: 35, longitude: 139 }, 20);
    expect(box.maxLatitude - box.minLatitude).toBeCloseTo((2 * 20 * 180) / (Math.PI * EARTH_RADIUS_KM), 5);
    expect(box.longitudes).toHaveLength(1);
    const [range] = box.longitudes;
    expect((range?.max ?? 0) - (range?.min ?? 0)).toBeLessThan(0.5);
  });

  it('splits at the antimeridian and opens up around a pole', () => {
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50).longitudes).toHaveLength(2);
    expect(boundingBox({ latitude: 0, longitude: -179.9 }, 50).longitudes).toHaveLength(2);
    const polar = boundingBox({ latitude: 89.9, longitude: 10 }, 50);
    expect(polar.maxLatitude).toBe(90);
    expect(polar.longitudes).toEqual([{ min: -180, max: 180 }]);
  });

  it('covers the whole globe for a radius of half the circumference', () => {
    const box = boundingBox({ latitude: 10, longitude: 20 }, MAX_DISTANCE_KM);
    expect(box).toEqual({ minLatitude: -90, maxLatitude: 90, longitudes: [{ min: -180, max: 180 }] });
  });
});
