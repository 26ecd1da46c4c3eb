import type { ListReviewsQuery, ProductSort } from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';
import type {
  CoordinatorResponse,
  CoordinatorsResponse,
  ExperienceResponse,
  ExperienceReviewsResponse,
  ExperiencesResponse,
  ProductResponse,
  ProductReviewsResponse,
  ProductsResponse,
} from './types.ts';

// The catalogue: products, coordinators (marches) and experiences.
// Every call is public: no bearer token is sent (docs/api.md). Pages render per request from
// live stock and prices, so no answer is cached (the policy is set here, not by the callers).

export type ListProductsParams = {
  limit?: number;
  offset?: number;
  coordinatorId?: string | undefined;
  categoryId?: string | undefined;
  productTypeId?: string | undefined;
  /** `recommend` is the server default and is not sent (as the original storefront does). */
  sort?: ProductSort | undefined;
  /** Keywords (docs/rules/search.md). */
  q?: string | undefined;
  /** Origin prefecture code 1-47 (omitted for all). */
  prefectureCode?: number | undefined;
  /** Inclusive price range, yen. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/** `GET /v1/products`: public, on-sale products; sold-out ones come last. */
export function listProducts(params: ListProductsParams = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  const { sort, ...query } = params;
  return client.get<ProductsResponse>('/v1/products', {
    ...rest,
    query: { ...query, sort: sort === 'recommend' ? undefined : sort },
  });
}

/** `GET /v1/products/{productId}`: one product with its coordinator, producer and taxonomy. */
export function getProduct(productId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ProductResponse>(`/v1/products/${pathParam('productId', productId)}`, rest);
}

/**
 * `GET /v1/products/{productId}/reviews`: published reviews, newest first. Pass the answered
 * `nextToken` for the next page ("" = none); `rates` is a CSV of ratings ("4,5"), `userId` one author.
 */
export function listProductReviews(
  productId: string,
  params: ListReviewsQuery = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ProductReviewsResponse>(`/v1/products/${pathParam('productId', productId)}/reviews`, {
    ...rest,
    query: params,
  });
}

/** `GET /v1/experiences/{experienceId}/reviews`: as listProductReviews, for an experience. */
export function listExperienceReviews(
  experienceId: string,
  params: ListReviewsQuery = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ExperienceReviewsResponse>(
    `/v1/experiences/${pathParam('experienceId', experienceId)}/reviews`,
    { ...rest, query: params },
  );
}

/** `GET /v1/coordinators`: the marches, with the product types they handle. */
export function listCoordinators(
  params: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<CoordinatorsResponse>('/v1/coordinators', { ...rest, query: params });
}

/** `GET /v1/coordinators/{coordinatorId}`: a marche with its producers, products, experiences and lives. */
export function getCoordinator(coordinatorId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<CoordinatorResponse>(
    `/v1/coordinators/${pathParam('coordinatorId', coordinatorId)}`,
    rest,
  );
}

export type ListExperiencesParams = {
  limit?: number;
  offset?: number;
  /** Host prefecture code 1-47 (omitted for all). */
  prefecture?: number | undefined;
  coordinatorId?: string | undefined;
  producerId?: string | undefined;
  /** Keywords (docs/rules/search.md). */
  q?: string | undefined;
};

/** `GET /v1/experiences`. */
export function listExperiences(params: ListExperiencesParams = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ExperiencesResponse>('/v1/experiences', { ...rest, query: params });
}

/** `GET /v1/experiences/{experienceId}`. */
export function getExperience(experienceId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ExperienceResponse>(`/v1/experiences/${pathParam('experienceId', experienceId)}`, rest);
}

export type GeolocationParams = {
  latitude: number;
  longitude: number;
  /** Search radius in km (server default 20). */
  radius?: number | undefined;
};

/** `GET /v1/experiences/geolocation`: experiences within `radius` km of a point (called from the browser too). */
export function listExperiencesByGeolocation(params: GeolocationParams, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ExperiencesResponse>('/v1/experiences/geolocation', { ...rest, query: params });
}
