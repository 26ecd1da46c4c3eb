import { describe, expect, it } from 'vitest';
import { isOAuthProviderConfigured } from './auth.ts';
import { ApiClient } from './client.ts';

const answering = (respond: () => Response | Promise<Response>) => {
  const urls: string[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      urls.push(String(input));
      return respond();
    },
  });
  return { urls, client };
};

describe('isOAuthProviderConfigured', () => {
  it('is true when GET /v1/auth/{provider} answers', async () => {
    const { urls, client } = answering(
      () =>
        new Response(JSON.stringify({ url: 'https://accounts.example/auth' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(isOAuthProviderConfigured('google', { client })).resolves.toBe(true);
    expect(urls).toEqual(['http://api.test/v1/auth/google']);
  });

  it('is false when the API answers 501 (provider not configured)', async () => {
    const { client } = answering(
      () =>
        new Response(JSON.stringify({ status: 501, message: 'not configured', detail: '' }), {
          status: 501,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(isOAuthProviderConfigured('line', { client })).resolves.toBe(false);
  });

  it('is false when the API cannot be reached', async () => {
    const { client } = answering(() => {
      throw new TypeError('fetch failed');
    });
    await expect(isOAuthProviderConfigured('google', { client })).resolves.toBe(false);
  });
});
