import { ApiClient } from './client.ts';

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/**
 * Where the API lives from this process's point of view: on the server the API directly
 * (`API_URL`), in the browser the storefront's own origin (Next rewrites `/v1/**` to the API).
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  return process.env.API_URL || DEFAULT_API_URL;
}

export function defaultApiClient(token?: string): ApiClient {
  return new ApiClient({ baseUrl: apiBaseUrl(), token });
}
