import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads as uploadsTable } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

let t: TestApp;
let smtp: TestSmtp;
let headers: Record<string, string>;
let uploads: ReturnType<typeof uploadClient>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
  ({ headers } = await signUpAndSignIn(t.app, smtp));
  uploads = uploadClient(t.app, headers);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('user thumbnail upload', () => {
  it('requires a signed-in user and an image type', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/users/thumbnail',
      payload: { fileType: 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/users/thumbnail',
      payload: { fileType: 'application/pdf' },
      headers,
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().detail).toContain('fileType');
  });

  it('stores a real PNG resized to 512 px and reports SUCEEDED with its public URL', async () => {
    const target = await uploads.requestTarget('image/png');
    expect(target.key).toMatch(/^users\/thumbnail\/[A-Za-z0-9_-]{22}\.png$/);
    expect(target.url).toMatch(
      /^http:\/\/localhost:3000\/v1\/upload\/objects\/users\/thumbnail\/.+\?expires=\d+&signature=/,
    );
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 1 });

    const uploaded = await uploads.put(target.url, await png(1024, 768), 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(204);
    const done = await uploads.state(target.key);
    expect(done).toEqual({ url: `http://localhost:3000/media/${target.key}`, status: 2 });

    const served = await t.app.inject({ method: 'GET', url: `/media/${target.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 384,
    });

    // One-shot: the URL cannot overwrite the file.
    expect((await uploads.put(target.url, await png(10, 10), 'image/png')).statusCode).toBe(409);

    const thumbnail = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/thumbnail',
      payload: { thumbnailUrl: done.url },
      headers,
    });
    expect(thumbnail.statusCode).toBe(204);
  });

  it('marks a text file disguised as image/png FAILED', async () => {
    const target = await uploads.requestTarget('image/png');
    const response = await uploads.put(
      target.url,
      Buffer.from('just some text, honestly a PNG'),
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('not an image of type image/png');
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 3 });
    const served = await t.app.inject({ method: 'GET', url: `/media/${target.key}` });
    expect(served.statusCode).toBe(404);
  });

  it('marks a JPEG sent for a declared PNG FAILED', async () => {
    const target = await uploads.requestTarget('image/png');
    const jpeg = await sharp(await png(20, 20))
      .jpeg()
      .toBuffer();
    expect((await uploads.put(target.url, jpeg, 'image/png')).statusCode).toBe(400);
    expect((await uploads.state(target.key)).status).toBe(3);
  });

  it('rejects a tampered signature, another key or an expired URL with 403, leaving the upload WAITING', async () => {
    const target = await uploads.requestTarget('image/jpeg');
    const url = new URL(target.url);
    const body = await sharp(await png(20, 20))
      .jpeg()
      .toBuffer();

    const tampered = new URL(url);
    tampered.searchParams.set('signature', 'x'.repeat(43));
    expect((await uploads.put(tampered.toString(), body, 'image/jpeg')).statusCode).toBe(403);

    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await uploads.put(later.toString(), body, 'image/jpeg')).statusCode).toBe(403);

    const other = await uploads.requestTarget('image/jpeg');
    const swapped = new URL(other.url);
    swapped.search = url.search;
    expect((await uploads.put(swapped.toString(), body, 'image/jpeg')).statusCode).toBe(403);

    expect((await uploads.state(target.key)).status).toBe(1);
    expect((await uploads.put(target.url, body, 'image/jpeg')).statusCode).toBe(204);
    expect((await uploads.state(target.key)).status).toBe(2);
  });

  it('reports FAILED once the signed URL has expired without a file', async () => {
    const target = await uploads.requestTarget('image/png');
    expect((await uploads.state(target.key)).status).toBe(1);
    await t.database.db
      .update(uploadsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadsTable.key, target.key));
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 3 });
    // The URL itself is refused as well, so the state cannot change afterwards.
    expect((await uploads.put(target.url, await png(10, 10), 'image/png')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/upload/state?key=users/thumbnail/nope.png',
    });
    expect(response.statusCode).toBe(404);
  });
});
