import { isLatLng, type LatLng } from '../geo.ts';

/**
 * A place a map shows: its name, where a click on it goes (if anywhere), the number drawn on its pin
 * when a list beside the map is numbered, and the pin's accessible name when it should say more than
 * the name (「1. 田植え体験（3.2 km）」).
 */
export type MapPoint = LatLng & {
  id: string;
  name: string;
  href?: string | undefined;
  number?: number | undefined;
  label?: string | undefined;
};

/** The place a map is drawn around (「東京駅」, 「現在地」), marked apart from the points. */
export type MapCenter = { position: LatLng; label: string };

/** The points that can be drawn (the API sends null, or 0/0, for "no place on the map"). */
export function mappable<T extends { latitude: number | null; longitude: number | null }>(
  items: readonly T[],
): (T & LatLng)[] {
  return items.filter((item): item is T & LatLng =>
    isLatLng({ latitude: item.latitude ?? undefined, longitude: item.longitude ?? undefined }),
  );
}

/** A maps site's search for a point (opens the place in the shopper's maps app on phones). */
export function mapsUrl(point: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.latitude},${point.longitude}`;
}

/** The middle of the points' bounding box (the fallback map's centre); undefined without points. */
export function centerOf(points: readonly LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}

/** `35.6812, 139.7673`: degrees with four decimals (about 10 m). */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

/**
 * MAP_STYLE_URL: the MapLibre style the maps load (an http(s) URL), or undefined — then every map is
 * the offline fallback (the default, and in tests).
 */
export function mapStyleUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const raw = env.MAP_STYLE_URL?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
