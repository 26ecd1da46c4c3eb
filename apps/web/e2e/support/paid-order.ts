import { expect } from 'vitest';
import { buyableProducts } from './buyable.ts';
import type { Member } from './members.ts';
import { BASE_URL } from './storefront.ts';

// A member's order placed and paid through the API (card, sandbox provider), for the tests of what
// happens after the sale: the seller console ships or refunds it, the shopper sees it.

const ADDRESS = {
  lastname: '畑',
  firstname: '花子',
  lastnameKana: 'はた',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: 13,
  city: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  phoneNumber: '03-1234-5678',
};

type Listed = { id: string; coordinatorId: string; status: number; inventory: number };

/** One API call through the storefront's door; anything but a 2xx fails the test with its body. */
export const call = async <T>(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) => {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : null) as T;
};

/** Pays a sandbox payment page's session as its page would (the page token from the URL). */
const paySandbox = async (url: string) => {
  const payment = new URL(url);
  const sessionId = decodeURIComponent(payment.pathname.split('/').at(-1) ?? '');
  await call(
    'POST',
    `/v1/payments/sandbox/sessions/${encodeURIComponent(sessionId)}`,
    { 'x-sandbox-page-token': payment.searchParams.get('token') ?? '' },
    { outcome: 'paid' },
  );
};

/** A guest's paid order of one unit of `product`, delivered to Tokyo; answers the order id. */
export const paidGuestOrder = async (email: string, product: { id: string; coordinatorId: string }) => {
  const headers = {
    cookie: `session_id=e2e-guest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
  await call('POST', '/v1/carts/-/items', headers, { productId: product.id, quantity: 1 });
  const priced = await call<{ requestId: string; total: number }>(
    'GET',
    `/v1/carts/${product.coordinatorId}?prefecture=13`,
    headers,
  );
  const { url } = await call<{ url: string }>('POST', '/v1/guests/checkouts/products', headers, {
    requestId: priced.requestId,
    coordinatorId: product.coordinatorId,
    boxNumber: 0,
    paymentMethod: 2,
    callbackUrl: `${BASE_URL}/v1/purchase/complete`,
    total: priced.total,
    promotionCode: '',
    email,
    billingAddress: ADDRESS,
    isSameAddress: true,
  });
  await paySandbox(url);
  return priced.requestId;
};

/**
 * The member's paid order of one unit: of `product` when given (id and marche), else of a demo
 * product with stock to spare. Answers the order id.
 */
export const paidOrder = async (member: Member, product?: { id: string; coordinatorId: string }) => {
  const { accessToken } = await call<{ accessToken: string }>(
    'POST',
    '/v1/auth',
    {},
    {
      username: member.email,
      password: member.password,
    },
  );
  const headers = {
    authorization: `Bearer ${accessToken}`,
    cookie: `session_id=e2e-paid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
  const { address } = await call<{ address: { id: string } }>('POST', '/v1/addresses', headers, ADDRESS);
  const bought = product ?? (await buyableProducts<Listed>(20))[0];
  if (!bought) throw new Error('no buyable product in the demo data');
  await call('POST', '/v1/carts/-/items', headers, { productId: bought.id, quantity: 1 });
  const priced = await call<{ requestId: string; total: number }>(
    'GET',
    `/v1/carts/${bought.coordinatorId}?prefecture=13`,
    headers,
  );
  const { url } = await call<{ url: string }>('POST', '/v1/checkouts/products', headers, {
    requestId: priced.requestId,
    coordinatorId: bought.coordinatorId,
    paymentMethod: 2,
    callbackUrl: `${BASE_URL}/v1/purchase/complete`,
    total: priced.total,
    billingAddressId: address.id,
    shippingAddressId: address.id,
  });
  await paySandbox(url);
  return priced.requestId;
};
