import type { ExperiencesResponse } from '@hatake/contract';
import { and, asc, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { experiences } from '../../db/schema/index.ts';
import { boundingBox, type LatLng } from './geo.ts';
import { distanceKmSql, inBoundingBoxSql } from './geo-sql.ts';
import { checkOwners, listedExperience, ownerFilters, presentList } from './listing.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from './radius.ts';

const HOST_LOCATION = { latitude: experiences.hostLatitude, longitude: experiences.hostLongitude };

export type GeolocationInput = LatLng & {
  /** km; default DEFAULT_RADIUS_KM, capped at MAX_RADIUS_KM. */
  radius?: number;
  limit: number;
  offset: number;
  coordinatorId?: string;
  producerId?: string;
};

/**
 * Listed experiences within `radius` km of a point, nearest first. All in SQL: a bounding box on
 * (host_latitude, host_longitude) narrows the rows through the btree index, the haversine
 * distance drops the box's corners and orders the rest, and only one page is fetched.
 * `total` counts every experience within the radius.
 */
export const listExperiencesNear = async (
  db: Database,
  input: GeolocationInput,
  now: Date = new Date(),
): Promise<ExperiencesResponse> => {
  await checkOwners(db, input);
  const center = { latitude: input.latitude, longitude: input.longitude };
  const radius = Math.min(input.radius ?? DEFAULT_RADIUS_KM, MAX_RADIUS_KM);
  const distance = distanceKmSql(HOST_LOCATION, center);
  const where = and(
    listedExperience(now),
    ...ownerFilters(input),
    inBoundingBoxSql(HOST_LOCATION, boundingBox(center, radius)),
    lte(distance, radius),
  );
  const { rows, total } = await pageWithTotal(db, experiences, {
    where,
    orderBy: [asc(distance), asc(experiences.id)],
    limit: input.limit,
    offset: input.offset,
  });
  return presentList(db, rows, total, now);
};
