import type {
  AdjustConsoleStockRequest,
  AuditLogResponse,
  CancelOrderRequest,
  ConsoleAuthResponse,
  ConsoleMeResponse,
  ConsoleOrderResponse,
  ConsoleOrdersResponse,
  ConsoleProducerResponse,
  ConsoleProducersResponse,
  ConsoleProductResponse,
  ConsoleProductsResponse,
  ConsoleSignInRequest,
  ConsoleTaxonomyResponse,
  CreateConsoleProducerRequest,
  CreateConsoleProductRequest,
  ListAuditQuery,
  ListConsoleOrdersQuery,
  ListConsoleProducersQuery,
  ListConsoleProductsQuery,
  ShipOrderRequest,
  TotpEnrolmentResponse,
  UpdateConsoleProducerRequest,
  UpdateConsoleProductRequest,
  UploadUrlResponse,
} from '@hatake/contract';
import type { CONSOLE_PRODUCT_STATUS_FILTERS, CONSOLE_STOCK_FILTERS } from '@hatake/contract/values';
import { buildQuery, pathParam } from './client.ts';
import { apiBaseUrl } from './default-client.ts';
import type { ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// The seller console's calls (/v1/console/*, docs/console.md, docs/console-orders.md), in the one
// fetcher style of lib/api (endpoints.ts): inputs, then options with the staff member's client.
// Every call is for one staff member, so `{ client }` is required, and none is ever cached.

type Query = Record<string, string | number | undefined>;

/** `POST /v1/console/auth`: e-mail and password (and the TOTP code when two-factor sign-in is on). */
export function createConsoleAuth(body: ConsoleSignInRequest, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleAuthResponse>('/v1/console/auth', { ...rest, body });
}

/** `POST /v1/console/auth/refresh-token`: rotates the console session's refresh token. */
export function refreshConsoleAuth(refreshToken: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleAuthResponse>('/v1/console/auth/refresh-token', {
    ...rest,
    body: { refreshToken },
  });
}

/** `DELETE /v1/console/auth`: signs this console session out. */
export function deleteConsoleAuth(options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.delete<void>('/v1/console/auth', rest);
}

/** `GET /v1/console/me`: who is signed in, their role and marche. */
export function getConsoleMe(options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleMeResponse>('/v1/console/me', rest);
}

/** `PATCH /v1/console/me/password`: the staff member's new password (other console sessions end). */
export function changeConsolePassword(
  body: { oldPassword: string; newPassword: string; passwordConfirmation: string },
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>('/v1/console/me/password', { ...rest, body });
}

/** `POST /v1/console/me/totp`: a new TOTP secret (the password asked again), not in force until confirmed. */
export function enrolTotp(password: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<TotpEnrolmentResponse>('/v1/console/me/totp', { ...rest, body: { password } });
}

/** `POST /v1/console/me/totp/confirmation`: turns two-factor sign-in on with a first code. */
export function confirmTotp(totpCode: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/console/me/totp/confirmation', { ...rest, body: { totpCode } });
}

/** `POST /v1/console/me/totp/disable`: turns it off (the password and a current code are asked for). */
export function disableTotp(body: { totpCode: string; password: string }, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>('/v1/console/me/totp/disable', { ...rest, body });
}

/** `GET /v1/console/products`: the marche's products (an administrator's: every marche's). */
export function listConsoleProducts(
  params: Partial<Omit<ListConsoleProductsQuery, 'status' | 'stock'>> & {
    status?: (typeof CONSOLE_PRODUCT_STATUS_FILTERS)[number] | '';
    stock?: (typeof CONSOLE_STOCK_FILTERS)[number] | '';
  },
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleProductsResponse>('/v1/console/products', { ...rest, query: params as Query });
}

/** `GET /v1/console/products/{productId}`. */
export function getConsoleProduct(productId: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleProductResponse>(
    `/v1/console/products/${pathParam('productId', productId)}`,
    rest,
  );
}

/** `POST /v1/console/products`: a new product (a draft unless `public`). */
export function createConsoleProduct(body: CreateConsoleProductRequest, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleProductResponse>('/v1/console/products', { ...rest, body });
}

/** `PATCH /v1/console/products/{productId}`: the fields given. */
export function updateConsoleProduct(
  productId: string,
  body: UpdateConsoleProductRequest,
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<ConsoleProductResponse>(`/v1/console/products/${pathParam('productId', productId)}`, {
    ...rest,
    body,
  });
}

/** `POST /v1/console/products/{productId}/publish` or `/unpublish`. */
export function setConsoleProductPublished(
  productId: string,
  published: boolean,
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  const action = published ? 'publish' : 'unpublish';
  return client.post<ConsoleProductResponse>(
    `/v1/console/products/${pathParam('productId', productId)}/${action}`,
    rest,
  );
}

/** `POST /v1/console/products/{productId}/stock`: a delta, or a count checked against the stock read. */
export function adjustConsoleStock(
  productId: string,
  body: AdjustConsoleStockRequest,
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleProductResponse>(
    `/v1/console/products/${pathParam('productId', productId)}/stock`,
    {
      ...rest,
      body,
    },
  );
}

/** `POST /v1/console/uploads/media`: a pre-signed PUT target for a product picture. */
export function createConsoleMediaUpload(fileType: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<UploadUrlResponse>('/v1/console/uploads/media', { ...rest, body: { fileType } });
}

/** `GET /v1/console/taxonomy`: every category, product type and tag, and the marches in scope. */
export function getConsoleTaxonomy(options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleTaxonomyResponse>('/v1/console/taxonomy', rest);
}

/** `GET /v1/console/producers`. */
export function listConsoleProducers(params: Partial<ListConsoleProducersQuery>, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleProducersResponse>('/v1/console/producers', { ...rest, query: params as Query });
}

/** `GET /v1/console/producers/{producerId}`. */
export function getConsoleProducer(producerId: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleProducerResponse>(
    `/v1/console/producers/${pathParam('producerId', producerId)}`,
    rest,
  );
}

/** `POST /v1/console/producers`. */
export function createConsoleProducer(body: CreateConsoleProducerRequest, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleProducerResponse>('/v1/console/producers', { ...rest, body });
}

/** `PATCH /v1/console/producers/{producerId}`: the fields given. */
export function updateConsoleProducer(
  producerId: string,
  body: UpdateConsoleProducerRequest,
  options: ClientCallOptions,
) {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<ConsoleProducerResponse>(
    `/v1/console/producers/${pathParam('producerId', producerId)}`,
    {
      ...rest,
      body,
    },
  );
}

/** `GET /v1/console/orders`: by status, Japan-time days and words. */
export function listConsoleOrders(params: Partial<ListConsoleOrdersQuery>, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleOrdersResponse>('/v1/console/orders', { ...rest, query: params as Query });
}

/** `GET /v1/console/orders/{orderId}`. */
export function getConsoleOrder(orderId: string, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<ConsoleOrderResponse>(`/v1/console/orders/${pathParam('orderId', orderId)}`, rest);
}

/** `POST /v1/console/orders/{orderId}/shipments`: boxes handed to the carrier. */
export function shipConsoleOrder(orderId: string, body: ShipOrderRequest, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleOrderResponse>(`/v1/console/orders/${pathParam('orderId', orderId)}/shipments`, {
    ...rest,
    body,
  });
}

/** `POST /v1/console/orders/{orderId}/cancellation`: cancels the whole order and refunds it. */
export function cancelConsoleOrder(orderId: string, body: CancelOrderRequest, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.post<ConsoleOrderResponse>(
    `/v1/console/orders/${pathParam('orderId', orderId)}/cancellation`,
    {
      ...rest,
      body,
    },
  );
}

/**
 * `GET /v1/console/orders.csv` (delivery labels) as the API's raw response, which the caller streams
 * on to the browser as a download: the file is not JSON, so the JSON client is not used.
 */
export function fetchConsoleOrdersCsv(
  params: { from: string; to: string },
  accessToken: string,
  options: { baseUrl?: string } = {},
): Promise<Response> {
  const base = options.baseUrl ?? apiBaseUrl();
  return fetch(`${base}/v1/console/orders.csv${buildQuery(params)}`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'text/csv' },
    cache: 'no-store',
  });
}

/** `GET /v1/console/audit` (administrators). */
export function listAudit(params: Partial<ListAuditQuery>, options: ClientCallOptions) {
  const { client, ...rest } = noStoreCall(options);
  return client.get<AuditLogResponse>('/v1/console/audit', { ...rest, query: params as Query });
}
