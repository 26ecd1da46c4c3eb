import { MAX_DISTANCE_KM } from './geo.ts';

/** Default search radius of the geolocation search, km (docs/rules/spots.md). */
export const DEFAULT_RADIUS_KM = 20;
/** Radii are capped here: no point on Earth is further away, so the whole globe is searched. */
export const MAX_RADIUS_KM = Math.ceil(MAX_DISTANCE_KM);
/** The largest radius a request may name (docs/api.md): reference clients send 100000 for "anywhere". */
export const MAX_RADIUS_PARAM_KM = 100_000;
