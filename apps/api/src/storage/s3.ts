import { AwsClient } from 'aws4fetch';
import { validateKey } from './local-disk.ts';
import type { ObjectStorage, StoredObject } from './object-storage.ts';

export type S3StorageOptions = {
  /** S3-compatible endpoint, e.g. `https://s3.ap-northeast-1.amazonaws.com` or a MinIO/R2 URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (an assumed role) come with a session token (AWS_SESSION_TOKEN). */
  sessionToken?: string;
  /**
   * Origin (and path) browsers load objects from, e.g. a CDN in front of the bucket. Empty = the
   * bucket's own path-style URL, which needs the bucket to allow public reads.
   */
  publicBaseUrl: string;
  /** fetch used for the signed requests (tests may count or fail them). */
  fetch?: typeof globalThis.fetch;
  /** A request that takes longer is abandoned, so a hung bucket cannot hold an upload (default 15 s). */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/** The error of an S3 call that answered neither success nor "not found". */
export class S3StorageError extends Error {
  readonly operation: 'put' | 'get';
  readonly status: number;

  constructor(operation: 'put' | 'get', status: number, detail: string) {
    super(`S3 ${operation} failed with ${status}: ${detail.slice(0, 300)}`);
    this.name = 'S3StorageError';
    this.operation = operation;
    this.status = status;
  }
}

const trimSlashes = (url: string): string => url.replace(/\/+$/, '');

/**
 * Object storage in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`),
 * which AWS, MinIO, Cloudflare R2 and the test server all accept. Requests are signed with AWS
 * Signature V4 by aws4fetch over the platform's fetch, so no SDK is loaded. Keys follow the same
 * rules as on local disk, so switching STORAGE never changes which keys are valid.
 */
export class S3Storage implements ObjectStorage {
  readonly #client: AwsClient;
  readonly #bucketUrl: string;
  readonly #publicBaseUrl: string;
  readonly #fetch: typeof globalThis.fetch;
  readonly #timeoutMs: number;

  constructor(options: S3StorageOptions) {
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
      region: options.region,
      service: 's3',
      // Retries are the caller's business: an upload that fails is marked FAILED and can be redone.
      retries: 0,
    });
    this.#bucketUrl = `${trimSlashes(options.endpoint)}/${encodeURIComponent(options.bucket)}`;
    this.#publicBaseUrl = trimSlashes(options.publicBaseUrl) || this.#bucketUrl;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  #send(request: Request): Promise<Response> {
    return this.#fetch(request, { signal: AbortSignal.timeout(this.#timeoutMs) });
  }

  #objectUrl(key: string): string {
    // Key segments are URL-safe by construction (validateKey), so they need no further encoding.
    return `${this.#bucketUrl}/${validateKey(key).join('/')}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const request = await this.#client.sign(this.#objectUrl(key), {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
      body: new Uint8Array(body),
    });
    const response = await this.#send(request);
    if (!response.ok) throw new S3StorageError('put', response.status, await response.text());
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const request = await this.#client.sign(this.#objectUrl(key), { method: 'GET' });
    const response = await this.#send(request);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) throw new S3StorageError('get', response.status, await response.text());
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  publicUrl(key: string): string {
    return `${this.#publicBaseUrl}/${validateKey(key).join('/')}`;
  }
}
