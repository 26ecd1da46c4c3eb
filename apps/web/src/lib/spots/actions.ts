'use server';

import { redirect } from '@/i18n/navigation.ts';
import type { ApiClient } from '../api/client.ts';
import { errorMessage } from '../api/error-messages.ts';
import { createSpot } from '../api/spots.ts';
import { currentLocale } from '../auth/locale.ts';
import { authedApi, refreshIfNeeded } from '../auth/session.ts';
import { type SpotField, type SpotFormState, spotsHref, validateSpot } from './form.ts';

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Posts a member's spot (no picture: the spot upload target is not built, docs/rules/spots.md), then
 * shows the spots around it, the new one first. Signed out → sign in, back to /spots.
 */
export async function createSpotAction(_state: SpotFormState, form: FormData): Promise<SpotFormState> {
  const locale = await currentLocale();
  const values = Object.fromEntries(
    (['spotTypeId', 'name', 'description', 'latitude', 'longitude'] as const).map((name) => [
      name,
      field(form, name),
    ]),
  ) as Record<SpotField, string>;
  const errors = validateSpot(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) redirect({ href: { pathname: '/signin', query: { redirect: '/spots' } }, locale });
  const center = { latitude: Number(values.latitude), longitude: Number(values.longitude) };
  let id: string;
  try {
    const { spot } = await createSpot(api as ApiClient, {
      spotTypeId: values.spotTypeId,
      name: values.name,
      description: values.description,
      thumbnailUrl: '',
      ...center,
    });
    id = spot.id;
  } catch (error) {
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: `${spotsHref(center, 20)}&added=${encodeURIComponent(id)}`, locale });
  return { status: 'idle', values, errors: {} };
}
