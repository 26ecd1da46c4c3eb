import { PaymentMethodType, PaymentSystemStatus, type PaymentSystemsResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSystems } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSystems = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/statuses/payments' });
  expect(response.statusCode).toBe(200);
  return (response.json() as PaymentSystemsResponse).systems;
};

describe('GET /v1/statuses/payments', () => {
  it('lists every selectable payment method once, without FREE', async () => {
    const systems = await getSystems();
    const methods = systems.map((s) => s.methodType);
    expect(new Set(methods).size).toBe(methods.length);
    expect(methods).not.toContain(PaymentMethodType.FREE);
    expect(methods).toEqual(
      expect.arrayContaining([PaymentMethodType.CREDIT_CARD, PaymentMethodType.PAYPAY]),
    );
    for (const system of systems) {
      expect([PaymentSystemStatus.IN_USE, PaymentSystemStatus.OUTAGE]).toContain(system.status);
      expect(system.createdAt).toBeGreaterThan(0);
      expect(system.updatedAt).toBeGreaterThan(0);
    }
  });

  it('reflects the kill switch in the payment-system table', async () => {
    await t.database.db
      .update(paymentSystems)
      .set({ status: PaymentSystemStatus.OUTAGE })
      .where(eq(paymentSystems.methodType, PaymentMethodType.PAYPAY));
    const paypay = (await getSystems()).find((s) => s.methodType === PaymentMethodType.PAYPAY);
    expect(paypay?.status).toBe(PaymentSystemStatus.OUTAGE);

    await t.database.db
      .update(paymentSystems)
      .set({ status: PaymentSystemStatus.IN_USE })
      .where(eq(paymentSystems.methodType, PaymentMethodType.PAYPAY));
    const restored = (await getSystems()).find((s) => s.methodType === PaymentMethodType.PAYPAY);
    expect(restored?.status).toBe(PaymentSystemStatus.IN_USE);
  });
});
