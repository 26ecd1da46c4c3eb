export type { GeolocationParams, ListExperiencesParams, ListProductsParams } from './catalogue.ts';
export {
  getCoordinator,
  getExperience,
  getProduct,
  listCoordinators,
  listExperienceReviews,
  listExperiences,
  listExperiencesByGeolocation,
  listProductReviews,
  listProducts,
} from './catalogue.ts';
export type { ApiClientOptions, HttpMethod, QueryParams, QueryValue, RequestOptions } from './client.ts';
export { ApiClient, buildQuery, pathParam } from './client.ts';
export { createContact } from './contacts.ts';
export { apiBaseUrl, defaultApiClient } from './default-client.ts';
export type { CallOptions, ClientCallOptions, HealthResponse } from './endpoints.ts';
export { getHealth, getPaymentStatuses, getTopCommon } from './endpoints.ts';
export type { ErrorMessageOverrides, LocalizedMessage, MessageLocale } from './error-messages.ts';
export {
  CONNECTION_MESSAGE,
  errorMessage,
  PASSWORD_UPDATE_OVERRIDES,
  SIGN_UP_OVERRIDES,
  SPECIAL_MESSAGES,
  STATUS_MESSAGES,
  statusMessage,
} from './error-messages.ts';
export type { ErrorBody } from './errors.ts';
export { FetchError, GenericError, RequiredError, ResponseError } from './errors.ts';
export { getShippingEstimate } from './shipping.ts';
