import type { ApiClient } from './client.ts';

/** An answer and the `Set-Cookie` headers that came with it (the API's guest session cookie). */
export type WithSetCookies<T> = { value: T; setCookies: string[] };

/**
 * Runs `call` with a client that records the answer's `Set-Cookie` headers, for the calls whose
 * cookies the storefront must pass on to the browser (the cart's guest session, a sign-in attempt).
 */
export async function keepingSetCookies<T>(
  client: ApiClient,
  call: (client: ApiClient) => Promise<T>,
): Promise<WithSetCookies<T>> {
  const setCookies: string[] = [];
  const capturing = client.withFetch((inner) => async (input, init) => {
    const response = await inner(input, init);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  });
  const value = await call(capturing);
  return { value, setCookies };
}
