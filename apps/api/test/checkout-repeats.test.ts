/**
 * A checkout repeating a requestId (modules/checkouts/repeats.ts): one request reads the order its
 * requestId names once it has found it, however often it asks (before placing, after its placing
 * met the order, after pricing was refused) — it used to read it up to three times.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { DomainError } from '../src/lib/domain-error.ts';
import type { CheckoutDeps } from '../src/modules/checkouts/index.ts';
import { repeatOf } from '../src/modules/checkouts/repeats.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  addToCart,
  CALLBACK_URL,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';

const t = testAppWithSmtp();

/** The app's database, counting the `select`s run through it. */
const countingDb = (): { db: Database; reads: () => number } => {
  let reads = 0;
  const db = new Proxy(t.app.db, {
    get(target, key, receiver) {
      if (key === 'select') reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { db, reads: () => reads };
};

/** The checkout's dependencies on the test app, with the database counting its reads. */
const countingDeps = (): { deps: CheckoutDeps; reads: () => number } => {
  const { db, reads } = countingDb();
  const deps: CheckoutDeps = {
    db,
    payments: t.app.payments,
    mailer: t.app.mailer,
    log: t.app.log,
    orderPaymentTimeoutSeconds: 7200,
  };
  return { deps, reads };
};

describe('a repeated requestId', () => {
  it('reads the order once for all the answers one request asks for, and answers each alike', async () => {
    const product = await productLike(t.database.db, { inventory: 50 });
    const shopper = newGuest();
    await addToCart(t.app, shopper, product.id, 1);
    const priced = await priceCart(t.app, shopper, product.coordinatorId);
    const placed = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(placed.statusCode, placed.body).toBe(200);

    const { deps, reads } = countingDeps();
    const input = {
      requestId: priced.requestId,
      requestDigest: 'another body',
      paymentMethod: 0,
      callbackUrl: CALLBACK_URL,
      total: priced.total,
      promotionCode: '',
      orderRequest: '',
      sessionId: 'another session',
      locale: 'ja',
    };
    // Someone else's requestId: 409 every time, from the order read once.
    const repeat = repeatOf(deps, input, { userId: 'someone-else' });
    for (let ask = 0; ask < 3; ask += 1) {
      const refused = await repeat.answer().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ kind: 'AlreadyExists' });
    }
    expect(reads()).toBe(1);
  });

  it('reads again while no order exists yet (a concurrent submit may place it meanwhile)', async () => {
    const { deps, reads } = countingDeps();
    const repeat = repeatOf(
      deps,
      {
        requestId: 'no-such-order',
        requestDigest: '',
        paymentMethod: 0,
        callbackUrl: CALLBACK_URL,
        total: 0,
        promotionCode: '',
        orderRequest: '',
        sessionId: 's',
        locale: 'ja',
      },
      { userId: 'someone' },
    );
    expect(await repeat.answer()).toBeNull();
    expect(await repeat.answer()).toBeNull();
    expect(reads()).toBe(2);
  });
});
