import { processApiAddresses } from './api-addresses.ts';
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

export function defaultApiClient(token?: string): ApiClient {
  return new ApiClient({ baseUrl: apiBaseUrl(), token });
}
