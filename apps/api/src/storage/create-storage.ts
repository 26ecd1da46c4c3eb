import { LocalDiskStorage } from './local-disk.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3.ts';
import type { StorageConfig } from './storage-config.ts';

/** The object storage the configuration names: local disk by default, an S3 bucket with STORAGE=s3. */
export const createStorage = (config: {
  storage: StorageConfig;
  storageDir: string;
  publicUrl: string;
}): ObjectStorage => {
  const { storage } = config;
  if (storage.kind === 's3') return new S3Storage(storage);
  return new LocalDiskStorage({ rootDir: config.storageDir, publicUrl: config.publicUrl });
};
