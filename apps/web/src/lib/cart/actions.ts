'use server';

import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { addCartItem, removeCartItem, type WithSetCookies } from '../api/carts.ts';
import { errorMessage, statusMessage } from '../api/error-messages.ts';
import { refreshIfNeeded } from '../auth/session.ts';
import { toLocale } from '../i18n/page-params.ts';
import { addErrorMessage } from './over-stock.ts';
import { cartApi } from './server.ts';
import { guestSessionCookies } from './set-cookie.ts';
import { MAX_ADD_QUANTITY } from './view.ts';

// The cart's writes, as server actions: they run on the storefront's server with the shopper's
// `session_id` cookie and (signed in) the member's token, which browser code never sees (ADR 0010),
// and they work from a plain form post without JavaScript. A `session_id` the API starts on the
// first add is passed on to the browser. Each write refreshes the page, so the header badge and the
// cart page show the new cart without a full reload.

/** What the add-to-cart form shows after a submit. */
export type AddToCartState = {
  status: 'idle' | 'added' | 'failed';
  /** Units added (status `added`). */
  quantity: number;
  /** The catalogue's sentence for a refused add (status `failed`). */
  message: string;
  /** Changes on every answer, so the same confirmation twice is announced twice. */
  at: number;
};

/** What a cart-page line form shows: empty, or the catalogue's sentence for a refused call. */
export type CartLineState = { message: string; at: number };

async function relayGuestSession(answer: WithSetCookies<unknown>): Promise<void> {
  const store = await cookies();
  for (const cookie of guestSessionCookies(answer.setCookies))
    store.set(cookie.name, cookie.value, cookie.options);
}

async function client(locale: string) {
  // A due access token is refreshed first, so the member's cart is the one written.
  await refreshIfNeeded();
  return (await cartApi(locale)).client;
}

function readInt(form: FormData, name: string): number {
  const value = Number(form.get(name));
  return Number.isInteger(value) ? value : Number.NaN;
}

/** Adds `quantity` (1–99) units of `productId`; 403 (not for sale) and 412 (stock) become messages. */
export async function addToCart(_previous: AddToCartState, form: FormData): Promise<AddToCartState> {
  const locale = toLocale(String(form.get('locale') ?? ''));
  const productId = String(form.get('productId') ?? '');
  const quantity = readInt(form, 'quantity');
  const at = Date.now();
  if (!productId || !(quantity >= 1 && quantity <= MAX_ADD_QUANTITY))
    return { status: 'failed', quantity: 0, message: statusMessage(400, locale), at };
  try {
    await relayGuestSession(await addCartItem({ productId, quantity }, { client: await client(locale) }));
  } catch (error) {
    return { status: 'failed', quantity: 0, message: addErrorMessage(error, locale), at };
  }
  refresh();
  return { status: 'added', quantity, message: '', at };
}

/** Removes a product's units in box `number` (0 = the whole product). */
export async function removeFromCart(_previous: CartLineState, form: FormData): Promise<CartLineState> {
  const locale = toLocale(String(form.get('locale') ?? ''));
  const productId = String(form.get('productId') ?? '');
  const number = Math.max(0, readInt(form, 'number') || 0);
  try {
    await relayGuestSession(await removeCartItem(productId, number, { client: await client(locale) }));
  } catch (error) {
    return { message: errorMessage(error, locale), at: Date.now() };
  }
  refresh();
  return { message: '', at: Date.now() };
}

/**
 * Sets a product's units in the cart from `current` to `target` (the cart page's stepper): more is
 * one add of the difference; fewer is remove and add the new total (the API has no "remove n"),
 * putting `current` back if that add is refused, so a failed change never loses the line.
 */
export async function changeQuantity(_previous: CartLineState, form: FormData): Promise<CartLineState> {
  const locale = toLocale(String(form.get('locale') ?? ''));
  const productId = String(form.get('productId') ?? '');
  const current = readInt(form, 'current');
  const target = readInt(form, 'target');
  const at = Date.now();
  if (!productId || !(current >= 0) || !(target >= 0) || target === current)
    return { message: target === current ? '' : statusMessage(400, locale), at };
  try {
    const api = await client(locale);
    if (target > current) {
      await relayGuestSession(await addCartItem({ productId, quantity: target - current }, { client: api }));
    } else {
      await relayGuestSession(await removeCartItem(productId, 0, { client: api }));
      if (target > 0) {
        try {
          await addCartItem({ productId, quantity: target }, { client: api });
        } catch (error) {
          if (current > 0)
            await addCartItem({ productId, quantity: current }, { client: api }).catch(() => undefined);
          throw error;
        }
      }
    }
  } catch (error) {
    refresh();
    return { message: addErrorMessage(error, locale), at };
  }
  refresh();
  return { message: '', at };
}
