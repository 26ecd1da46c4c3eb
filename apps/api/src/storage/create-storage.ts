import type { Config } from '../config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3.ts';

/** The object storage the configuration names: local disk by default, an S3 bucket with STORAGE=s3. */
export const createStorage = (
  config: Pick<Config, 'storage' | 'storageDir' | 'publicUrl'>,
): ObjectStorage => {
  const { storage } = config;
  if (storage.kind === 's3') return new S3Storage(storage);
  return new LocalDiskStorage({ rootDir: config.storageDir, publicUrl: config.publicUrl });
};
