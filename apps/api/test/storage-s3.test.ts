import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, S3StorageError } from '../src/storage/s3.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestS3, type TestS3 } from './helpers/s3.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3.close();
});

describe('S3Storage against a real S3-compatible server', () => {
  it('stores an object and reads it back with its content type', async () => {
    const storage = new S3Storage(s3.config);
    const body = await png(8, 8);
    await storage.put('users/thumbnail/abc_DEF-1.png', body, 'image/png');
    const stored = await storage.get('users/thumbnail/abc_DEF-1.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.body.equals(body)).toBe(true);
  });

  it('answers undefined for a missing key and refuses unsafe keys before any request', async () => {
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const storage = new S3Storage({ ...s3.config, fetch: counting });
    expect(await storage.get('users/thumbnail/missing.png')).toBeUndefined();
    expect(requests).toBe(1);
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'invalid object key',
    );
    await expect(storage.get('a//b')).rejects.toThrow('invalid object key');
    expect(requests).toBe(1);
  });

  it('fails with S3StorageError when the server refuses the credentials', async () => {
    // s3rver checks the access key of a SigV4 request (not the signature's arithmetic).
    const storage = new S3Storage({ ...s3.config, accessKeyId: 'UNKNOWN-KEY' });
    const error = await storage.put('x/y.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ operation: 'put', status: 403 });
    await expect(storage.get('x/y.png')).rejects.toMatchObject({ operation: 'get', status: 403 });
  });

  it('builds public URLs on the bucket, or on the configured CDN origin', () => {
    expect(new S3Storage(s3.config).publicUrl('users/thumbnail/a.png')).toBe(
      `${s3.config.endpoint}/${s3.config.bucket}/users/thumbnail/a.png`,
    );
    const cdn = new S3Storage({ ...s3.config, publicBaseUrl: 'https://cdn.hatake.example/' });
    expect(cdn.publicUrl('users/thumbnail/a.png')).toBe('https://cdn.hatake.example/users/thumbnail/a.png');
    expect(() => cdn.publicUrl('/etc/passwd')).toThrow('invalid object key');
  });
});

describe('thumbnail upload with STORAGE=s3', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let uploads: ReturnType<typeof uploadClient>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ mailer: smtp.mailer, config: { storage: { kind: 's3', ...s3.config } } });
    const { headers } = await signUpAndSignIn(t.app, smtp);
    uploads = uploadClient(t.app, headers);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('puts the processed image in the bucket and reports its bucket URL', async () => {
    const target = await uploads.requestTarget('image/png');
    const uploaded = await uploads.put(target.url, await png(1200, 600), 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(204);

    const done = await uploads.state(target.key);
    expect(done).toEqual({ url: `${s3.config.endpoint}/${s3.config.bucket}/${target.key}`, status: 2 });

    // The bytes in the bucket are the resized image, readable by a second client of the same bucket.
    const stored = await new S3Storage(s3.config).get(target.key);
    expect(stored?.contentType).toBe('image/png');
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });

    // The API still serves the object under /media for clients that use that path.
    const served = await t.app.inject({ method: 'GET', url: `/media/${target.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('stores nothing in the bucket for a file that is not the declared image', async () => {
    const target = await uploads.requestTarget('image/png');
    const response = await uploads.put(target.url, Buffer.from('%PDF-1.7 not a picture'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 3 });
    expect(await new S3Storage(s3.config).get(target.key)).toBeUndefined();
  });
});

describe('thumbnail upload while the bucket cannot be reached', () => {
  it('answers 503 and marks the upload FAILED instead of leaving it WAITING', async () => {
    const smtp = await startTestSmtp();
    // Nothing listens on port 1 of the loopback address: every S3 request fails at once.
    const unreachable = { ...s3.config, endpoint: 'http://127.0.0.1:1' };
    const t = await createTestApp({
      mailer: smtp.mailer,
      config: { storage: { kind: 's3', ...unreachable } },
    });
    try {
      const { headers } = await signUpAndSignIn(t.app, smtp);
      const uploads = uploadClient(t.app, headers);
      const target = await uploads.requestTarget('image/png');
      const response = await uploads.put(target.url, await png(64, 64), 'image/png');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        detail: expect.stringContaining('could not be stored'),
      });
      expect(await uploads.state(target.key)).toEqual({ url: '', status: 3 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('S3Storage timeouts', () => {
  it('abandons a request the server never answers', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const storage = new S3Storage({ ...s3.config, endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(storage.get('a/b.png')).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
