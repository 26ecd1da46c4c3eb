/**
 * Great-circle distance on a sphere of the mean Earth radius (docs/rules/spots.md). The API ranks
 * and filters "experiences near a point" by it (its SQL computes the same formula, with this radius),
 * and the storefront shows the same distance next to each experience. Runtime-free.
 */

/** Mean Earth radius (IUGG), km: the radius the distance formula uses. */
export const EARTH_RADIUS_KM = 6371;
/** Half the circumference: no two points are further apart, so larger radii cover the globe. */
export const MAX_DISTANCE_KM = Math.PI * EARTH_RADIUS_KM;

export type LatLng = { latitude: number; longitude: number };

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in km (numerically stable for short distances, unlike the law of cosines). */
export const haversineKm = (a: LatLng, b: LatLng): number => {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
