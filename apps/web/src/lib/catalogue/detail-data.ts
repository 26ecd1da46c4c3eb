import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '../../i18n/routing.ts';
import {
  ApiClient,
  apiBaseUrl,
  type CallOptions,
  getCoordinator,
  getExperience,
  getProduct,
  listProducts,
  ResponseError,
} from '../api/index.ts';
import type { CoordinatorResponse, ExperienceResponse, Product, ProductResponse } from '../api/types.ts';
import { getVolunteer } from '../api/volunteers.ts';
import { marcheShown, producerShown, productShown, titledShown } from '../i18n/content.ts';
import { handoffFetch, PROBE_HANDOFF_HEADER } from './probe-handoff.ts';

/**
 * The resource of a detail page, once per request (React `cache`: generateMetadata and the page
 * share it). The proxy's 404 probe has usually read it already and handed it over
 * (probe-handoff.ts), so the view costs one API call. A 404 from the API is `notFound()`, the
 * fallback behind the proxy's server-rendered 404 screen (docs/adr/0009).
 */
async function loadDetail<T>(load: (options: CallOptions) => Promise<T>): Promise<T> {
  const token = (await headers()).get(PROBE_HANDOFF_HEADER);
  const client = new ApiClient({ baseUrl: apiBaseUrl(), fetch: handoffFetch(token) });
  try {
    return await load({ client, init: { cache: 'no-store' } });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  }
}

export const loadProduct = cache(
  (id: string): Promise<ProductResponse> => loadDetail((options) => getProduct(id, options)),
);
export const loadExperience = cache(
  (id: string): Promise<ExperienceResponse> => loadDetail((options) => getExperience(id, options)),
);
export const loadVolunteer = cache((id: string) => loadDetail((options) => getVolunteer(id, options)));
export const loadCoordinator = cache(
  (id: string): Promise<CoordinatorResponse> => loadDetail((options) => getCoordinator(id, options)),
);

/**
 * A product's page data as the page's language shows it: what the coordinator wrote, in English on
 * English pages where they wrote it in English too (the product, its marche and producer).
 */
export async function loadShownProduct(id: string, locale: Locale): Promise<ProductResponse> {
  const loaded = await loadProduct(id);
  return {
    ...loaded,
    product: productShown(loaded.product, locale),
    coordinator: marcheShown(loaded.coordinator, locale),
    producer: producerShown(loaded.producer, locale),
  };
}

/** An experience's page data as the page's language shows it, as {@link loadShownProduct}. */
export async function loadShownExperience(id: string, locale: Locale): Promise<ExperienceResponse> {
  const loaded = await loadExperience(id);
  return {
    ...loaded,
    experience: titledShown(loaded.experience, locale),
    coordinator: marcheShown(loaded.coordinator, locale),
    producer: producerShown(loaded.producer, locale),
  };
}

export const RELATED_LIMIT = 5;

/** Up to {@link RELATED_LIMIT} other products of the same marché; none when the API cannot answer. */
export async function loadRelatedProducts(product: Product): Promise<Product[]> {
  try {
    const { products } = await listProducts(
      { coordinatorId: product.coordinatorId, limit: RELATED_LIMIT + 1, offset: 0 },
      { init: { cache: 'no-store' } },
    );
    return products.filter((p) => p.id !== product.id).slice(0, RELATED_LIMIT);
  } catch {
    return [];
  }
}
