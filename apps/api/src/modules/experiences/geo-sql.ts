import { and, between, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type BoundingBox, EARTH_RADIUS_KM, type LatLng } from './geo.ts';

type Location = { latitude: AnyPgColumn; longitude: AnyPgColumn };

const float = (value: number): SQL => sql`${value}::double precision`;

/**
 * Haversine distance in km between the row's location and `center`, in plain SQL (radians, sin,
 * cos, asin, sqrt: PostgreSQL 15+ and PGlite, no PostGIS). `least(1, …)` guards asin against
 * rounding just above 1 for antipodal points.
 */
export const distanceKmSql = (columns: Location, center: LatLng): SQL<number> => {
  const lat = float(center.latitude);
  const lng = float(center.longitude);
  return sql<number>`(2 * ${float(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${columns.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${columns.latitude}))
      * power(sin(radians(${columns.longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
};

/**
 * The bounding-box prefilter: a latitude range (the leading column of the
 * (latitude, longitude) btree index) and one or two longitude ranges.
 */
export const inBoundingBoxSql = (columns: Location, box: BoundingBox): SQL => {
  const longitudes = box.longitudes.map((range) =>
    between(columns.longitude, float(range.min), float(range.max)),
  );
  return and(
    between(columns.latitude, float(box.minLatitude), float(box.maxLatitude)),
    longitudes.length === 1 ? longitudes[0] : or(...longitudes),
  ) as SQL;
};
