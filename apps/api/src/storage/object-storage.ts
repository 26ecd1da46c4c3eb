/** A stored object as read back from storage. */
export type StoredObject = { body: Buffer; contentType: string };

/**
 * Where uploaded and generated files live. The default is local disk (see local-disk.ts); an S3
 * adapter implements the same contract behind a setting.
 */
export type ObjectStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  /** Absolute URL under which the object is served to browsers. */
  publicUrl(key: string): string;
};
