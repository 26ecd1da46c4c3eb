import type { UploadStateResponse, UploadUrlResponse } from '@hatake/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';

/** A solid PNG of the given size, drawn with sharp. */
export const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: '#4a9f3c' } })
    .png()
    .toBuffer();

/** The path and query of a signed URL (the storefront proxies it to the API). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The upload calls of one signed-in user for one target (the avatar's by default), through `app.inject`. */
export const uploadClient = (
  app: App,
  headers: Record<string, string>,
  targetPath = '/v1/upload/users/thumbnail',
) => ({
  requestTarget: async (fileType: string): Promise<UploadUrlResponse> => {
    const response = await app.inject({
      method: 'POST',
      url: targetPath,
      payload: { fileType },
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadUrlResponse>();
  },
  put: (url: string, body: Buffer, contentType: string) =>
    app.inject({ method: 'PUT', url: pathOf(url), payload: body, headers: { 'content-type': contentType } }),
  state: async (key: string): Promise<UploadStateResponse> => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/upload/state?key=${encodeURIComponent(key)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadStateResponse>();
  },
});
