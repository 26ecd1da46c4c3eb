import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.ts';

/** The key pair s3rver's built-in account accepts; every request is checked against it (SigV4). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = { config: S3Config; close(): Promise<void> };

/** A real S3-compatible server on a random local port with one empty bucket, kept in a temp dir. */
export const startTestS3 = async (bucket = 'hatake-test'): Promise<TestS3> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'hatake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'ap-northeast-1',
      ...CREDENTIALS,
      sessionToken: '',
      publicBaseUrl: '',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
