import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ErrorResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads as uploadsTable } from '../src/db/schema/index.ts';
import { statusText } from '../src/lib/http-status.ts';
import { UPLOAD_TARGETS } from '../src/modules/uploads/service.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

let t: TestApp;
let smtp: TestSmtp;
let uploads: ReturnType<typeof uploadClient>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
  const { headers } = await signUpAndSignIn(t.app, smtp);
  uploads = uploadClient(t.app, headers);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const storedRow = async (key: string) => {
  const [row] = await t.database.db.select().from(uploadsTable).where(eq(uploadsTable.key, key));
  return row;
};

const expectContractError = (body: string, status: number, detail: RegExp) => {
  const parsed: ErrorResponse = JSON.parse(body);
  expect(parsed).toEqual({ status, message: statusText(status), detail: expect.stringMatching(detail) });
};

const limit = UPLOAD_TARGETS.userThumbnail.maxBytes;

describe('hostile review: uploads', () => {
  it('upload race: of 8 parallel PUTs to one signed URL exactly one wins (204), seven get 409, the object is stored once', async () => {
    const target = await uploads.requestTarget('image/png');
    const body = await png(640, 480);
    const put = vi.spyOn(t.app.storage, 'put');

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => uploads.put(target.url, body, 'image/png')),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([204, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectContractError(response.body, 409, /already/);
    }
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(target.key, expect.any(Buffer), 'image/png');
    expect(await uploads.state(target.key)).toEqual({
      url: `http://localhost:3000/media/${target.key}`,
      status: 2,
    });
  });

  it('oversize upload: a 10 MB + 1 byte PUT answers 413 with the contract body and the upload is FAILED', async () => {
    const target = await uploads.requestTarget('image/png');
    const put = vi.spyOn(t.app.storage, 'put');
    const tooBig = Buffer.alloc(limit + 1, 0x41);

    const response = await uploads.put(target.url, tooBig, 'image/png');

    expect(response.statusCode).toBe(413);
    expectContractError(response.body, 413, new RegExp(`larger than ${limit} bytes`));
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 3 });
    expect(await storedRow(target.key)).toMatchObject({ error: `the file is larger than ${limit} bytes` });
    expect(put).not.toHaveBeenCalled();
    // The URL is spent: a second, acceptable file is refused.
    expect((await uploads.put(target.url, await png(10, 10), 'image/png')).statusCode).toBe(409);
  });

  it('oversize upload: a streamed body without Content-Length is cut off at the limit, 413 and FAILED', async () => {
    const target = await uploads.requestTarget('image/png');
    const megabyte = Buffer.alloc(1024 * 1024, 0x42);
    const response = await t.app.inject({
      method: 'PUT',
      url: pathOf(target.url),
      headers: { 'content-type': 'image/png' },
      // 11 chunks of 1 MiB: more than the 10 MiB limit, announced by no Content-Length.
      payload: Readable.from(Array.from({ length: 11 }, () => megabyte)),
    });
    expect(response.statusCode).toBe(413);
    expectContractError(response.body, 413, /larger than/);
    expect((await uploads.state(target.key)).status).toBe(3);
  });

  it('oversize upload: over a real socket, a chunked body is refused at the limit with 413, Connection: close, and FAILED', async () => {
    const target = await uploads.requestTarget('image/png');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; connection: string; body: string }>(
      (resolve, reject) => {
        const put = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: pathOf(target.url),
            headers: { 'content-type': 'image/png' },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: String(response.headers.connection),
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        // The server closes the connection while the client would still be sending; that is expected.
        put.on('error', (error) => reject(error));
        const megabyte = Buffer.alloc(1024 * 1024, 0x43);
        // Chunked (no Content-Length), and never ended: only the byte count can stop it.
        for (let sent = 0; sent < 11; sent++) put.write(megabyte);
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expectContractError(answer.body, 413, /larger than/);
    expect((await uploads.state(target.key)).status).toBe(3);
  });

  it('oversize upload: a client sending a 10 MiB + 1 body with Content-Length in one write reads the 413 every time (the storefront forwards so), and the connection stays usable', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(UPLOAD_TARGETS.userThumbnail.maxBytes + 1, 0x43);
    for (let attempt = 0; attempt < 8; attempt++) {
      const target = await uploads.requestTarget('image/png');
      const answer = await new Promise<{ status: number; connection: string; body: string }>(
        (resolve, reject) => {
          const put = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: 'PUT',
              path: pathOf(target.url),
              headers: { 'content-type': 'image/png', 'content-length': String(body.length) },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: String(response.headers.connection),
                  body: Buffer.concat(chunks).toString('utf8'),
                }),
              );
            },
          );
          // A reset here is the bug: the answer was lost because the server closed on unread bytes.
          put.on('error', reject);
          put.end(body);
        },
      );
      expect(answer.status, `attempt ${attempt}`).toBe(413);
      expect(answer.connection).not.toBe('close');
      expectContractError(answer.body, 413, /larger than/);
      expect((await uploads.state(target.key)).status).toBe(3);
    }
  });

  it('oversize upload: a forged signature with a huge body is 403 and leaves the upload WAITING', async () => {
    const target = await uploads.requestTarget('image/png');
    const forged = new URL(target.url);
    forged.searchParams.set('signature', 'x'.repeat(43));
    const response = await uploads.put(forged.toString(), Buffer.alloc(limit + 1), 'image/png');
    expect(response.statusCode).toBe(403);
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 1 });
  });

  it('upload race: while the winning PUT is processing, the state still reads WAITING on the wire', async () => {
    const target = await uploads.requestTarget('image/png');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let storing: () => void = () => {};
    const reachedStorage = new Promise<void>((resolve) => {
      storing = resolve;
    });
    const original = t.app.storage.put.bind(t.app.storage);
    vi.spyOn(t.app.storage, 'put').mockImplementation(async (...args) => {
      storing();
      await gate;
      return original(...args);
    });

    const winner = uploads.put(target.url, await png(32, 32), 'image/png');
    await reachedStorage;
    expect(await uploads.state(target.key)).toEqual({ url: '', status: 1 });
    const late = await uploads.put(target.url, await png(32, 32), 'image/png');
    expect(late.statusCode).toBe(409);
    expectContractError(late.body, 409, /being uploaded/);
    release();
    expect((await winner).statusCode).toBe(204);
    expect((await uploads.state(target.key)).status).toBe(2);
  });
});
