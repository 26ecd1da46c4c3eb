import type { ErrorResponse } from '@hatake/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { statusText } from '../../src/lib/http-status.ts';

/** GETs `url` and checks the contract error body: `{status, message, detail}` with `detail` matching. */
export const expectErrorBody = async (
  app: App,
  url: string,
  status: number,
  detail: RegExp,
): Promise<void> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  const body: ErrorResponse = response.json();
  expect(body).toEqual({ status, message: statusText(status), detail: expect.stringMatching(detail) });
};
