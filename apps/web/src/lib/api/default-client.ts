import { failoverFetch, processApiAddresses } from './api-addresses.ts';
import { ApiClient } from './client.ts';

/**
 * Where the API lives from this process's point of view: on the server one of the API addresses
 * (`API_URL`, one or several, chosen round robin among the healthy ones: api-addresses.ts), in the
 * browser the storefront's own origin (server.ts forwards `/v1/**` to the API).
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  return processApiAddresses().choose();
}

/** The API client of server components and actions; on the server its calls fail over (api-addresses.ts). */
export function defaultApiClient(token?: string): ApiClient {
  if (typeof window !== 'undefined') return new ApiClient({ baseUrl: '', token });
  const addresses = processApiAddresses();
  return new ApiClient({ baseUrl: addresses.choose(), token, fetch: failoverFetch(addresses) });
}
