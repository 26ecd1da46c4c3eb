import { describe, expect, it } from 'vitest';
import { ApiClient } from './client.ts';
import { createContact } from './contacts.ts';

describe('createContact', () => {
  it('posts CreateContactRequest to /v1/contacts, never cached', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return new Response(null, { status: 204 });
      },
    });
    const body = { title: 't', content: 'c', username: 'u', email: 'e@x.jp', phoneNumber: '' };
    await expect(createContact(body, { client })).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('http://api.test/v1/contacts');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
  });
});
