'use server';

import { redirect } from '@/i18n/navigation.ts';
import type { ApiClient } from '../api/client.ts';
import { errorMessage } from '../api/error-messages.ts';
import { createSpot, createSpotThumbnailUpload } from '../api/spots.ts';
import type { UploadTarget } from '../auth/form-state.ts';
import { currentLocale } from '../auth/locale.ts';
import { authedApi, refreshIfNeeded } from '../auth/session.ts';
import { type SpotField, type SpotFormState, spotsHref, validateSpot } from './form.ts';

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The spot photo's first step (docs/rules/uploads.md): a pre-signed PUT target from
 * POST /v1/upload/spots/thumbnail, made same-origin (the browser PUTs through the storefront's /v1).
 */
export async function createSpotPhotoUploadAction(fileType: string): Promise<UploadTarget> {
  const locale = await currentLocale();
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) redirect({ href: { pathname: '/signin', query: { redirect: '/spots' } }, locale });
  try {
    const target = await createSpotThumbnailUpload(fileType, { client: api as ApiClient });
    const url = new URL(target.url, 'http://storefront.invalid');
    return { key: target.key, url: `${url.pathname}${url.search}` };
  } catch (error) {
    return { error: errorMessage(error, locale) };
  }
}

/**
 * Posts a member's spot, with the photo uploaded beforehand (`thumbnailUrl`, or none), then shows
 * the spots around it, the new one first. Signed out → sign in, back to /spots.
 */
export async function createSpotAction(_state: SpotFormState, form: FormData): Promise<SpotFormState> {
  const locale = await currentLocale();
  const values = Object.fromEntries(
    (['spotTypeId', 'name', 'description', 'latitude', 'longitude'] as const).map((name) => [
      name,
      field(form, name),
    ]),
  ) as Record<SpotField, string>;
  const thumbnailUrl = field(form, 'thumbnailUrl');
  const errors = validateSpot(values);
  if (Object.keys(errors).length > 0)
    return { status: 'invalid', values: { ...values, thumbnailUrl }, errors };
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) redirect({ href: { pathname: '/signin', query: { redirect: '/spots' } }, locale });
  const center = { latitude: Number(values.latitude), longitude: Number(values.longitude) };
  let id: string;
  try {
    const { spot } = await createSpot(
      {
        spotTypeId: values.spotTypeId,
        name: values.name,
        description: values.description,
        thumbnailUrl,
        ...center,
      },
      { client: api as ApiClient },
    );
    id = spot.id;
  } catch (error) {
    return {
      status: 'failed',
      values: { ...values, thumbnailUrl },
      errors: {},
      message: errorMessage(error, locale),
    };
  }
  redirect({ href: `${spotsHref(center, 20)}&added=${encodeURIComponent(id)}`, locale });
  return { status: 'idle', values: { ...values, thumbnailUrl }, errors: {} };
}
