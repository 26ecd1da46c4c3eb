import { describe, expect, it } from 'vitest';
import { dateField } from './json-fields.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { InMemorySandboxSessionStore } from './sandbox-session-store.ts';

describe('dateField', () => {
  it('reads ISO 8601 timestamps a timestamp column holds', () => {
    expect(dateField({ at: '2026-11-27T12:00:00.000Z' }, 'at')?.toISOString()).toBe(
      '2026-11-27T12:00:00.000Z',
    );
    expect(dateField({ at: '9999-12-31T23:59:59.999Z' }, 'at')?.getTime()).toBe(253_402_300_799_999);
  });

  it('refuses dates JavaScript reads but no column holds (+275760-09-13), before 1970, and non-dates', () => {
    for (const at of [
      '+275760-09-13T00:00:00.000Z',
      '+010000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      'soon',
      42,
    ])
      expect(dateField({ at }, 'at'), String(at)).toBeUndefined();
  });
});

describe('a signed sandbox notification dated +275760-09-13', () => {
  it('is refused as malformed (the route’s 400), not applied', async () => {
    const sandbox = new SandboxPaymentProvider({
      secret: 'json-fields-test-secret-0123456789',
      publicUrl: 'http://shop.test',
      store: new InMemorySandboxSessionStore(),
      sessionTtlSeconds: 7200,
    });
    const { body, headers } = sandbox.signNotification({
      kind: 'paid',
      eventId: 'evt_far_future',
      sessionId: 'sbx_x',
      orderId: 'order_x',
      amount: 100,
      refundedAmount: 0,
      occurredAt: new Date(8.64e15),
    });
    expect(JSON.parse(body.toString()).created_at).toBe('+275760-09-13T00:00:00.000Z');
    expect(await sandbox.parseNotification({ headers, body })).toEqual({
      outcome: 'refused',
      reason: 'malformed',
    });
  });
});
