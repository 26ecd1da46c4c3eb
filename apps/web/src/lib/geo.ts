import type { LatLng } from '@hatake/contract/values';

export type { LatLng };

/** Tokyo Station: the map's centre when the browser does not share its position. */
export const DEFAULT_CENTER: LatLng = { latitude: 35.681167, longitude: 139.7673068 };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether a pair of numbers is a usable position (the API sends 0/0 for "unknown"). */
export function isLatLng(value: Partial<LatLng> | undefined): value is LatLng {
  if (!value) return false;
  const { latitude, longitude } = value;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

export type PinLayout = {
  /** Pixels from the centre of the drawing, y pointing down. */
  pins: { x: number; y: number }[];
  /** Kilometres per pixel. */
  kmPerPixel: number;
  /** Radii (km) of the distance rings worth drawing. */
  rings: number[];
};

const RING_STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];

/**
 * Places points around a centre on a local flat projection (east = +x, north = −y), scaled so the
 * farthest point lands `radiusPx` from the centre. `minExtentKm` keeps a lone nearby pin from being
 * drawn at the edge.
 */
export function layoutPins(
  center: LatLng,
  points: readonly LatLng[],
  radiusPx: number,
  minExtentKm = 5,
  minGapPx = 18,
): PinLayout {
  const kmPerDegreeLat = 110.574;
  const kmPerDegreeLng = 111.32 * Math.cos(toRadians(center.latitude));
  const offsets = points.map((p) => ({
    east: (p.longitude - center.longitude) * kmPerDegreeLng,
    north: (p.latitude - center.latitude) * kmPerDegreeLat,
  }));
  const extent = Math.max(minExtentKm, ...offsets.map((o) => Math.hypot(o.east, o.north)));
  const kmPerPixel = extent / radiusPx;
  const pins = spreadPins(
    offsets.map((o) => ({ x: o.east / kmPerPixel, y: -o.north / kmPerPixel })),
    minGapPx,
  );
  // About three rings inside the drawing.
  const step = RING_STEPS.find((s) => extent / s <= 3.2) ?? RING_STEPS[RING_STEPS.length - 1] ?? 1000;
  const rings: number[] = [];
  for (let r = step; r <= extent * 1.05; r += step) rings.push(r);
  return { pins, kmPerPixel, rings };
}

/**
 * Nudges points that would sit on top of an earlier one (closer than `gap` px) outwards on a small
 * spiral, so every numbered pin stays visible and clickable. Earlier (nearer) points never move.
 */
export function spreadPins(
  points: readonly { x: number; y: number }[],
  gap: number,
): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  for (const point of points) {
    let candidate = point;
    for (
      let step = 1;
      step <= 36 && placed.some((p) => Math.hypot(p.x - candidate.x, p.y - candidate.y) < gap);
      step++
    ) {
      const angle = step * 2.4; // golden-angle-ish turns spread the tries evenly
      const distance = gap * (0.6 + step * 0.18);
      candidate = { x: point.x + Math.cos(angle) * distance, y: point.y + Math.sin(angle) * distance };
    }
    placed.push(candidate);
  }
  return placed;
}
