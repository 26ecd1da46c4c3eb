import { hasVisibleText } from '@hatake/contract/values';
import { DEFAULT_CENTER, type LatLng } from '../geo.ts';

// The spots page's rules (docs/rules/spots.md): where it searches, and what the add-a-spot form accepts.

/** A spot's name and description, in characters (the API's schema: name 1–64, description ≤ 2000). */
export const SPOT_LIMITS = { name: 64, description: 2000 } as const;

/** The radii offered, in km; the default covers a region. */
export const SPOT_RADII = [20, 100, 500, 3000] as const;
export const DEFAULT_RADIUS = 500;

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';

function parseDegrees(raw: string, limit: number): number | undefined {
  if (!/^-?\d{1,3}(?:\.\d{1,10})?$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : undefined;
}

/** `?latitude=&longitude=&radius=`: the search, Tokyo Station and {@link DEFAULT_RADIUS} by default. */
export function parseSpotSearch(query: Record<string, string | string[] | undefined>): LatLng & {
  radius: number;
} {
  const latitude = parseDegrees(one(query.latitude), 90);
  const longitude = parseDegrees(one(query.longitude), 180);
  const radius = Number(one(query.radius));
  const center = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : DEFAULT_CENTER;
  return { ...center, radius: (SPOT_RADII as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS };
}

export type SpotField = 'spotTypeId' | 'name' | 'description' | 'latitude' | 'longitude';

/** What the add-a-spot form's server action answers. */
export type SpotFormState = {
  status: 'idle' | 'invalid' | 'failed';
  /** `thumbnailUrl`: the photo uploaded through POST /v1/upload/spots/thumbnail, or "". */
  values: Record<SpotField | 'thumbnailUrl', string>;
  /** Message keys under `spots.form.errors` by field. */
  errors: Partial<Record<SpotField, 'required' | 'tooLong' | 'coordinate'>>;
  message?: string;
};

/** The body of `POST /v1/spots`, or the errors by field. */
export function validateSpot(values: Record<SpotField, string>): SpotFormState['errors'] {
  const errors: SpotFormState['errors'] = {};
  if (!values.spotTypeId) errors.spotTypeId = 'required';
  if (!hasVisibleText(values.name)) errors.name = 'required';
  else if ([...values.name].length > SPOT_LIMITS.name) errors.name = 'tooLong';
  if ([...values.description].length > SPOT_LIMITS.description) errors.description = 'tooLong';
  if (parseDegrees(values.latitude, 90) === undefined) errors.latitude = 'coordinate';
  if (parseDegrees(values.longitude, 180) === undefined) errors.longitude = 'coordinate';
  return errors;
}

/** `/spots?latitude=…&longitude=…&radius=…` (the page centred on a point). */
export function spotsHref(center: LatLng, radius: number): string {
  return `/spots?latitude=${center.latitude}&longitude=${center.longitude}&radius=${radius}`;
}
