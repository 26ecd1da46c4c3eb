/** A member across processes: sign-up, a purchase, a picture upload (checks `member` and `upload`). */
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { inventoryOf, productWith } from './fixtures.ts';
import { api, assert, type Check, PUBLIC, storefront } from './run.ts';
import {
  ADDRESS,
  addToCart,
  CREDIT_CARD,
  call,
  codeFromOutbox,
  counters,
  expectStatus,
  newShopper,
  OrderStatus,
  pay,
  paymentPage,
  priceCart,
} from './shop.ts';
import type { Stack } from './stack.ts';

/** Signs up on A, verifies on B with the code from the shared outbox, signs in on A: the bearer header. */
const signUpAcrossProcesses = async (stack: Stack): Promise<Record<string, string>> => {
  const tag = `${process.pid}${Math.random().toString(36).slice(2, 7)}`;
  const password = 'multiprocess2024pass';
  const member = {
    username: '畑 太郎',
    accountId: `mp_${tag}`,
    lastname: '畑',
    firstname: '太郎',
    lastnameKana: 'はた',
    firstnameKana: 'たろう',
    email: `mp.member.${tag}@example.jp`,
    phoneNumber: '+819012345678',
    password,
    passwordConfirmation: password,
  };
  const created = expectStatus(
    await call(api(0), 'POST', '/v1/users/me', { body: member }),
    200,
    'sign up on A',
  );
  const { id } = created.json<{ id: string }>();
  // The code was written to the outbox by A; B checks it.
  const verifyCode = await codeFromOutbox(stack.dataDir, member.email);
  expectStatus(
    await call(api(1), 'POST', '/v1/users/me/verified', { body: { id, verifyCode } }),
    204,
    'verify on B',
  );
  const signedIn = expectStatus(
    await call(api(0), 'POST', '/v1/auth', { body: { username: member.email, password } }),
    200,
    'sign in on A',
  ).json<{ accessToken: string }>();
  return { authorization: `Bearer ${signedIn.accessToken}` };
};

/** Signs up across processes, then buys with each step on the other process. */
export const memberSignsUpAndBuys: Check = async ({ db, stack }) => {
  const shopper = newShopper(await signUpAcrossProcesses(stack));
  const address = expectStatus(
    await call(api(1), 'POST', '/v1/addresses', { headers: shopper.headers, body: ADDRESS }),
    200,
    'address on B',
  ).json<{ address: { id: string } }>().address.id;
  const product = await productWith(db, 10);
  await addToCart(api(0), shopper, product.id, 2);
  const priced = await priceCart(api(1), shopper, product.coordinatorId);
  const placed = expectStatus(
    await call(api(0), 'POST', '/v1/checkouts/products', {
      headers: shopper.headers,
      body: {
        requestId: priced.requestId,
        coordinatorId: product.coordinatorId,
        paymentMethod: CREDIT_CARD,
        callbackUrl: `${PUBLIC}/v1/purchase/complete`,
        total: priced.total,
        billingAddressId: address,
        shippingAddressId: address,
      },
    }),
    200,
    'member checkout on A',
  );
  const { sessionId, token } = paymentPage(placed.json<{ url: string }>().url);
  expectStatus(await pay(api(1), sessionId, token), 200, 'Pay on B');
  const state = expectStatus(
    await call(api(0), 'GET', `/v1/checkouts/${sessionId}`, { headers: shopper.headers }),
    200,
    'member checkout state on A',
  ).json<{ status: number }>();
  assert(state.status === OrderStatus.PREPARING, `order status ${state.status} (expected PREPARING)`);
  assert((await inventoryOf(db, product.id)) === 8, 'two units taken');
};

/** A member's picture: upload URL from A, the PUT to B, the state from A, served by both and the storefronts. */
export const uploadAcrossProcesses: Check = async ({ stack }) => {
  const headers = await signUpAcrossProcesses(stack);
  const target = expectStatus(
    await call(api(0), 'POST', '/v1/upload/users/thumbnail', { headers, body: { fileType: 'image/png' } }),
    200,
    'upload URL on A',
  ).json<{ url: string; key: string }>();
  const image = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#4a9f3c' } })
    .png()
    .toBuffer();
  const signed = new URL(target.url);
  counters.requests += 1;
  const put = await fetch(`${api(1)}${signed.pathname}${signed.search}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: image,
  });
  assert(put.status < 300, `PUT on B: ${put.status} ${await put.text()}`);
  let state = { url: '', status: 0 };
  for (let i = 0; i < 40 && state.status !== 2; i++) {
    state = expectStatus(
      await call(api(0), 'GET', `/v1/upload/state?key=${encodeURIComponent(target.key)}`),
      200,
      'upload state on A',
    ).json();
    if (state.status !== 2) await sleep(100);
  }
  assert(state.status === 2, `upload state ${JSON.stringify(state)} (expected 2: done)`);
  const media = `/media/${new URL(state.url).pathname.split('/media/')[1] ?? ''}`;
  for (const origin of [api(0), api(1), storefront(0), storefront(1)]) {
    const served = await call(origin, 'GET', media);
    assert(served.status === 200, `${media} on ${origin}: ${served.status}`);
  }
};
