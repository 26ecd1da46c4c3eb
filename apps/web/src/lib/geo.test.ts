import { describe, expect, it } from 'vitest';
import { isLatLng, layoutPins, spreadPins } from './geo.ts';

describe('isLatLng', () => {
  it('rejects 0/0 and out-of-range values', () => {
    expect(isLatLng({ latitude: 35, longitude: 139 })).toBe(true);
    expect(isLatLng({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isLatLng(undefined)).toBe(false);
  });
});

describe('layoutPins', () => {
  it('puts the farthest point on the radius, north up and east right', () => {
    const center = { latitude: 35, longitude: 139 };
    const north = { latitude: 36, longitude: 139 };
    const east = { latitude: 35, longitude: 139.5 };
    const { pins, rings, kmPerPixel } = layoutPins(center, [north, east], 100);
    expect(pins[0]?.x).toBeCloseTo(0);
    expect(pins[0]?.y).toBeCloseTo(-100);
    expect(pins[1]?.x).toBeGreaterThan(0);
    expect(pins[1]?.y).toBeCloseTo(0);
    expect(kmPerPixel).toBeCloseTo(1.10574, 3);
    expect(rings).toEqual([50, 100]);
  });

  it('keeps a minimum extent so a lone close pin is not pushed to the edge', () => {
    const center = { latitude: 35, longitude: 139 };
    const { pins } = layoutPins(center, [{ latitude: 35.001, longitude: 139 }], 100, 5);
    expect(Math.abs(pins[0]?.y ?? 0)).toBeLessThan(5);
  });
});

describe('spreadPins', () => {
  it('keeps separate points and moves overlapping later ones apart', () => {
    const spread = spreadPins(
      [
        { x: 0, y: 0 },
        { x: 2, y: 1 },
        { x: 100, y: 100 },
      ],
      18,
    );
    expect(spread[0]).toEqual({ x: 0, y: 0 });
    expect(spread[2]).toEqual({ x: 100, y: 100 });
    const moved = spread[1] ?? { x: 0, y: 0 };
    expect(Math.hypot(moved.x, moved.y)).toBeGreaterThanOrEqual(18);
  });
});
