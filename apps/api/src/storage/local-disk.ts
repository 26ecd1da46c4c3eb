import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage, StoredObject } from './object-storage.ts';

export type LocalDiskStorageOptions = {
  /** Directory holding the objects (created on first write). */
  rootDir: string;
  /** Public origin of the storefront; objects are served under `${publicUrl}/media/<key>`. */
  publicUrl: string;
};

type Meta = { contentType: string };

const META_SUFFIX = '.meta.json';
const KEY_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Checks an object key and returns its segments. Keys are relative `/`-separated paths of
 * URL-safe segments: no absolute paths, no `.`/`..`, no empty segments, no backslashes, and no
 * segment ending in the metadata suffix (so an object cannot overwrite another one's metadata).
 */
export const validateKey = (key: string): string[] => {
  if (key === '' || key.length > 512) throw new Error('invalid object key: empty or too long');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || !KEY_SEGMENT.test(segment)) {
      throw new Error(`invalid object key: ${JSON.stringify(key)}`);
    }
    if (segment.endsWith(META_SUFFIX)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  }
  return segments;
};

/** Object storage on the local file system: `<rootDir>/<key>` plus `<key>.meta.json`. */
export class LocalDiskStorage implements ObjectStorage {
  readonly #rootDir: string;
  readonly #publicUrl: string;

  constructor(options: LocalDiskStorageOptions) {
    this.#rootDir = path.resolve(options.rootDir);
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  /** Absolute file path of a key, guaranteed to stay inside the root directory. */
  filePath(key: string): string {
    const file = path.join(this.#rootDir, ...validateKey(key));
    if (!file.startsWith(this.#rootDir + path.sep)) throw new Error('invalid object key: outside root');
    return file;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write to temporary names and rename, so a reader never sees a half-written object.
    const suffix = `.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    const meta: Meta = { contentType };
    await writeFile(file + META_SUFFIX + suffix, JSON.stringify(meta));
    await writeFile(file + suffix, body);
    await rename(file + META_SUFFIX + suffix, file + META_SUFFIX);
    await rename(file + suffix, file);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.filePath(key);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta: unknown = JSON.parse(await readFile(file + META_SUFFIX, 'utf8'));
      if (isMeta(meta)) contentType = meta.contentType;
    } catch (error) {
      if (!isNotFound(error) && !(error instanceof SyntaxError)) throw error;
    }
    return { body, contentType };
  }

  publicUrl(key: string): string {
    validateKey(key);
    return `${this.#publicUrl}/media/${key}`;
  }
}

const isNotFound = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR');

const isMeta = (value: unknown): value is Meta =>
  typeof value === 'object' &&
  value !== null &&
  'contentType' in value &&
  typeof value.contentType === 'string';
