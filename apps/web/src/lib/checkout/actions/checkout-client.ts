/**
 * The cart's client for a checkout, whose answers' `session_id` cookie (the API starts a guest
 * session on a first call without one, e.g. a guest booking an experience) is passed on to the
 * browser: the complete page finds a guest's checkout by that cookie.
 */
import { cookies } from 'next/headers';
import type { Locale } from '../../../i18n/routing.ts';
import { cartApi } from '../../cart/server.ts';
import { guestSessionCookies } from '../../cart/set-cookie.ts';

export async function checkoutClient(locale: Locale) {
  const { client } = await cartApi(locale);
  const store = await cookies();
  return client.withFetch((inner) => async (input, init) => {
    const response = await inner(input, init);
    for (const cookie of guestSessionCookies(response.headers.getSetCookie()))
      store.set(cookie.name, cookie.value, cookie.options);
    return response;
  });
}
