/**
 * Great-circle geometry for "experiences near a point" (docs/rules/spots.md), on a sphere of
 * the mean Earth radius. Pure functions: the SQL in geo-sql.ts computes the same distance, and
 * these are its test oracle and the source of the index-friendly bounding box.
 */

// The radius, the distance and its bound are shared with the storefront (@hatake/contract/values).
import { EARTH_RADIUS_KM, type LatLng } from '@hatake/contract';

export { EARTH_RADIUS_KM, haversineKm, type LatLng, MAX_DISTANCE_KM } from '@hatake/contract';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Closed longitude interval in degrees, min ≤ max, within [-180, 180]. */
export type LongitudeRange = { min: number; max: number };

export type BoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  /** One range, or two when the circle crosses the antimeridian (±180°). */
  longitudes: LongitudeRange[];
};

/** Widens the box by ~1 cm so rounding never drops a point lying exactly on the circle. */
const MARGIN_DEGREES = 1e-7;

/**
 * The smallest latitude/longitude box containing every point within `radiusKm` of `center`
 * (J. P. Matuschek, "Finding points within a distance of a latitude/longitude using bounding
 * coordinates"). When the circle contains a pole every longitude is in; when it crosses the
 * antimeridian the longitudes split in two ranges.
 */
export const boundingBox = (center: LatLng, radiusKm: number): BoundingBox => {
  const angular = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const lat = toRadians(center.latitude);
  const lng = toRadians(center.longitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  const everyLongitude = [{ min: -180, max: 180 }];

  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, toDegrees(minLat) - MARGIN_DEGREES),
      maxLatitude: Math.min(90, toDegrees(maxLat) + MARGIN_DEGREES),
      longitudes: everyLongitude,
    };
  }

  const deltaLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat)));
  const west = toDegrees(lng - deltaLng) - MARGIN_DEGREES;
  const east = toDegrees(lng + deltaLng) + MARGIN_DEGREES;
  let longitudes: LongitudeRange[];
  if (east - west >= 360) longitudes = everyLongitude;
  else if (west < -180)
    longitudes = [
      { min: west + 360, max: 180 },
      { min: -180, max: east },
    ];
  else if (east > 180)
    longitudes = [
      { min: west, max: 180 },
      { min: -180, max: east - 360 },
    ];
  else longitudes = [{ min: west, max: east }];

  return {
    minLatitude: toDegrees(minLat) - MARGIN_DEGREES,
    maxLatitude: toDegrees(maxLat) + MARGIN_DEGREES,
    longitudes,
  };
};

/** Whether a point lies inside the box (what the SQL prefilter checks). */
export const inBoundingBox = (box: BoundingBox, point: LatLng): boolean =>
  point.latitude >= box.minLatitude &&
  point.latitude <= box.maxLatitude &&
  box.longitudes.some((range) => point.longitude >= range.min && point.longitude <= range.max);
