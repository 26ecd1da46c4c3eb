// Where uploaded and seeded files are kept, read from the environment (config.ts loads it).

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Session token of temporary credentials (S3_SESSION_TOKEN or AWS_SESSION_TOKEN); empty = none. */
  sessionToken: string;
  /** Where browsers load objects from (a CDN, or the bucket's URL when empty). */
  publicBaseUrl: string;
};

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

/**
 * STORAGE=local (default) or s3. For s3, S3_BUCKET and the keys (S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY, or the AWS_* names) are required; S3_REGION defaults to ap-northeast-1,
 * S3_ENDPOINT to that region's AWS endpoint, S3_PUBLIC_URL to the bucket's own URL.
 */
export const readStorageConfig = (env: NodeJS.ProcessEnv): StorageConfig => {
  const kind = (env.STORAGE ?? '').trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error('STORAGE must be "local" or "s3"');
  const region = env.S3_REGION || env.AWS_REGION || 'ap-northeast-1';
  const required = (value: string | undefined, name: string): string => {
    if (!value) throw new Error(`${name} is required when STORAGE=s3`);
    return value;
  };
  return {
    kind,
    endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    bucket: required(env.S3_BUCKET, 'S3_BUCKET'),
    region,
    accessKeyId: required(env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    sessionToken: env.S3_SESSION_TOKEN || env.AWS_SESSION_TOKEN || '',
    publicBaseUrl: env.S3_PUBLIC_URL ?? '',
  };
};
