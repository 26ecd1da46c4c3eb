/**
 * The shopper's side of the multi-process test, over plain HTTP: a guest or member with a session
 * cookie, the cart, the price, the checkout, the sandbox's payment page and Pay, the checkout state,
 * sign-up with the code from the shared outbox. Every call names the origin it goes to (one API
 * process, a storefront, a balancer), so a test decides which process answers each step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEml } from '../../apps/api/src/mail/read-eml.ts';
import { ADDRESS } from '../../apps/api/test/helpers/address.ts';

export type Answer = { status: number; body: string; json<T = Record<string, unknown>>(): T };

export const counters = { requests: 0, serverErrors: 0, retried: 0 };

export const call = async (
  origin: string,
  method: string,
  pathname: string,
  /** `body`: sent as JSON, or as it is when bytes (a signed notification: the signature covers them). */
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> => {
  counters.requests += 1;
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : options.body instanceof Uint8Array
          ? options.body
          : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const body = await response.text();
  if (response.status >= 500) counters.serverErrors += 1;
  return { status: response.status, body, json: <T>() => JSON.parse(body) as T };
};

export const expectStatus = (answer: Answer, status: number, what: string): Answer => {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} (expected ${status}) ${answer.body.slice(0, 300)}`);
  return answer;
};

export { ADDRESS };

/** PaymentMethodType.CREDIT_CARD (packages/contract). */
export const CREDIT_CARD = 2;
export const OrderStatus = {
  UNPAID: 1,
  PREPARING: 2,
  COMPLETED: 3,
  CANCELED: 4,
  REFUNDED: 5,
  FAILED: 6,
} as const;

let shoppers = 0;
export type Shopper = { headers: Record<string, string>; email: string };

export const newShopper = (extra: Record<string, string> = {}): Shopper => {
  shoppers += 1;
  const tag = `${process.pid}-${shoppers}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    headers: { cookie: `session_id=multiprocess-${tag}-abcdefgh`, ...extra },
    email: `mp.${tag}@example.jp`,
  };
};

export type Priced = {
  requestId: string;
  total: number;
  coordinator: { id: string };
  promotion?: { code: string } | null;
};

export const addToCart = async (origin: string, shopper: Shopper, productId: string, quantity = 1) =>
  expectStatus(
    await call(origin, 'POST', '/v1/carts/-/items', {
      headers: shopper.headers,
      body: { productId, quantity },
    }),
    204,
    'add to cart',
  );

export const priceCart = async (origin: string, shopper: Shopper, coordinatorId: string, promotion = '') =>
  expectStatus(
    await call(
      origin,
      'GET',
      `/v1/carts/${coordinatorId}?prefecture=13${promotion ? `&promotion=${promotion}` : ''}`,
      {
        headers: shopper.headers,
      },
    ),
    200,
    'price the cart',
  ).json<Priced>();

export const guestCheckoutBody = (shopper: Shopper, priced: Priced, callbackOrigin: string) => ({
  requestId: priced.requestId,
  coordinatorId: priced.coordinator.id,
  boxNumber: 0,
  paymentMethod: CREDIT_CARD,
  callbackUrl: `${callbackOrigin}/v1/purchase/complete`,
  total: priced.total,
  promotionCode: priced.promotion?.code ?? '',
  email: shopper.email,
  billingAddress: ADDRESS,
  isSameAddress: true,
});

/** The payment page's address → its session id and path (with the page's token). */
export const paymentPage = (url: string) => {
  const parsed = new URL(url);
  const sessionId = decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
  if (!sessionId.startsWith('sbx_')) throw new Error(`not a sandbox payment page: ${url}`);
  return {
    sessionId,
    token: parsed.searchParams.get('token') ?? '',
    path: `${parsed.pathname}${parsed.search}`,
  };
};

/** The payment page's calls carry its URL's token (x-sandbox-page-token). */
const pageHeaders = (token: string) => ({ 'x-sandbox-page-token': token });

export const readSession = async (origin: string, sessionId: string, token: string) =>
  call(origin, 'GET', `/v1/payments/sandbox/sessions/${sessionId}`, { headers: pageHeaders(token) });

export const pay = async (origin: string, sessionId: string, token: string, outcome = 'paid') =>
  call(origin, 'POST', `/v1/payments/sandbox/sessions/${sessionId}`, {
    headers: pageHeaders(token),
    body: { outcome },
  });

/** The 6-digit code of the newest outbox message to `email` (the outbox every process shares). */
export const codeFromOutbox = async (dataDir: string, email: string): Promise<string> => {
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // not written yet
    }
    for (const file of files) {
      const mail = parseEml(readFileSync(path.join(dir, file)));
      if (!mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} in ${dir}`);
};

/** Opens a comment stream and collects its text until closed; `waitFor` polls it. */
export const openStream = async (origin: string, pathname: string) => {
  const controller = new AbortController();
  counters.requests += 1;
  const response = await fetch(`${origin}${pathname}`, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream ${pathname}: ${response.status}`);
  let text = '';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // closed
    }
  })();
  return {
    get text() {
      return text;
    },
    waitFor: async (needle: string, ms = 5_000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (text.includes(needle)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`"${needle}" did not arrive on ${origin}${pathname} within ${ms} ms`);
    },
    close: () => controller.abort(),
  };
};
