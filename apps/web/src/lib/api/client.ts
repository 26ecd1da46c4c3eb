import { FetchError, GenericError, RequiredError, ResponseError } from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type ApiClientOptions = {
  /** Origin (and optional prefix) the `/v1/...` paths are appended to; `''` means same-origin. */
  baseUrl: string;
  /** Bearer access token; no `Authorization` header is sent without one. */
  token?: string | undefined;
  /** Injectable for tests and for Next's extended fetch. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Extra headers sent with every request. */
  headers?: Readonly<Record<string, string>>;
};

export type RequestOptions = {
  query?: QueryParams;
  /** JSON-serialised as the request body. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Passed through to fetch (e.g. Next's `cache` / `next: { revalidate, tags }`). */
  init?: RequestInit;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `?a=1&b=x` from the defined entries (undefined and null are omitted), or `''`. */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Encodes a required path parameter; an empty one raises a `RequiredError` naming the field. */
export function pathParam(field: string, value: string | number | null | undefined): string {
  if (value === undefined || value === null || value === '') throw new RequiredError(field);
  return encodeURIComponent(String(value));
}

/** Typed JSON client for the hatake API. Every page goes through this one data boundary. */
export class ApiClient {
  readonly baseUrl: string;
  readonly #token: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #headers: Readonly<Record<string, string>>;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#token = options.token || undefined;
    // Bind so a global fetch keeps its receiver.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#headers = options.headers ?? {};
  }

  /** The same client with a bearer token (or without one). */
  withToken(token: string | undefined): ApiClient {
    return new ApiClient({ baseUrl: this.baseUrl, token, fetch: this.#fetch, headers: this.#headers });
  }

  /** The same client whose requests go through `wrap(fetch)` (e.g. to read the answer's headers). */
  withFetch(wrap: (inner: typeof fetch) => typeof fetch): ApiClient {
    return new ApiClient({
      baseUrl: this.baseUrl,
      token: this.#token,
      fetch: wrap(this.#fetch),
      headers: this.#headers,
    });
  }

  url(path: string, query?: QueryParams): string {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQuery(query)}`;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, options);
  }
  put<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, options);
  }
  patch<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, options);
  }
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.#headers,
      ...options.headers,
    };
    if (this.#token) headers.Authorization = `Bearer ${this.#token}`;
    const init: RequestInit = {
      ...options.init,
      method,
      headers,
      // Carries the guest `session_id` cookie in the browser (docs/api.md, "Authentication").
      credentials: 'include',
    };
    if (options.signal) init.signal = options.signal;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await this.#fetch(this.url(path, options.query), init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new FetchError(error);
    }

    const body = await readBody(response);
    if (!response.ok) throw new ResponseError(response.status, body.value);
    if (body.error) throw new GenericError(body.error, `Invalid JSON from ${method} ${path}`);
    return body.value as T;
  }
}

async function readBody(response: Response): Promise<{ value: unknown; error?: unknown }> {
  if (response.status === 204 || response.status === 205) return { value: undefined };
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { value: undefined, error };
  }
  if (text === '') return { value: undefined };
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { value: text };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { value: text, error };
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
