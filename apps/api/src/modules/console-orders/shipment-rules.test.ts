import { FulfillmentStatus, OrderStatus, OrderType, ShippingCarrier } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { isTrackingNumber, normalizeTrackingNumber, planShipment, type StoredBox } from './shipment-rules.ts';

const box = (id: string, shipped = false): StoredBox => ({
  id,
  status: shipped ? FulfillmentStatus.FULFILLED : FulfillmentStatus.UNFULFILLED,
  shippingCarrier: shipped ? ShippingCarrier.YAMATO : ShippingCarrier.UNKNOWN,
  trackingNumber: shipped ? '123456789012' : '',
});
const preparing = { type: OrderType.PRODUCT, status: OrderStatus.PREPARING };
const ship = (
  fulfillmentId: string,
  trackingNumber = '1234-5678-9012',
  shippingCarrier: number = ShippingCarrier.YAMATO,
) => ({
  fulfillmentId,
  shippingCarrier,
  trackingNumber,
});

describe('tracking numbers', () => {
  it('drop spaces and hyphens and are upper-cased', () => {
    expect(normalizeTrackingNumber(' 1234-5678 9012 ')).toBe('123456789012');
    expect(normalizeTrackingNumber('ab12cd34')).toBe('AB12CD34');
  });

  it('are 8–20 letters or digits', () => {
    expect(isTrackingNumber('1234567')).toBe(false);
    expect(isTrackingNumber('12345678')).toBe(true);
    expect(isTrackingNumber('1'.repeat(20))).toBe(true);
    expect(isTrackingNumber('1'.repeat(21))).toBe(false);
    expect(isTrackingNumber('1234567８')).toBe(false);
  });
});

describe('planShipment', () => {
  it('ships one box of two: the order stays PREPARING', () => {
    const plan = planShipment(preparing, [box('a'), box('b')], [ship('a')]);
    expect(plan).toEqual({
      ok: true,
      changes: [{ ...ship('a'), trackingNumber: '123456789012' }],
      allShipped: false,
      completes: false,
    });
  });

  it('completes the order with its last box', () => {
    const plan = planShipment(preparing, [box('a', true), box('b')], [ship('b', '999988887777')]);
    expect(plan.ok && plan.completes).toBe(true);
  });

  it('changes nothing when the same box, carrier and number are sent again (a double click)', () => {
    const plan = planShipment(preparing, [box('a', true), box('b')], [ship('a', '1234 5678 9012')]);
    expect(plan).toEqual({ ok: true, changes: [], allShipped: false, completes: false });
  });

  it('corrects a number or a carrier of a shipped box, also once the order is COMPLETED', () => {
    const completed = { type: OrderType.PRODUCT, status: OrderStatus.COMPLETED };
    const plan = planShipment(
      completed,
      [box('a', true)],
      [ship('a', '123456789012', ShippingCarrier.SAGAWA)],
    );
    expect(plan.ok && plan.changes).toHaveLength(1);
    expect(plan.ok && plan.completes).toBe(false);
  });

  it('refuses bookings, unpaid and closed orders', () => {
    expect(
      planShipment({ type: OrderType.EXPERIENCE, status: OrderStatus.PREPARING }, [], [ship('a')]),
    ).toMatchObject({
      ok: false,
      kind: 'FailedPrecondition',
    });
    for (const status of [
      OrderStatus.UNPAID,
      OrderStatus.CANCELED,
      OrderStatus.REFUNDED,
      OrderStatus.FAILED,
    ]) {
      expect(planShipment({ type: OrderType.PRODUCT, status }, [box('a')], [ship('a')])).toMatchObject({
        ok: false,
        kind: 'FailedPrecondition',
      });
    }
  });

  it('names the field of a box not in the order, a box named twice, a bad carrier or number', () => {
    expect(planShipment(preparing, [box('a')], [ship('zzz')])).toEqual({
      ok: false,
      kind: 'NotFound',
      detail: 'boxes[0].fulfillmentId: box not found',
    });
    expect(planShipment(preparing, [box('a'), box('b')], [ship('a'), ship('a')])).toMatchObject({
      kind: 'InvalidArgument',
      detail: 'boxes[1].fulfillmentId names a box twice',
    });
    expect(planShipment(preparing, [box('a')], [ship('a', '123456789012', 0)])).toMatchObject({
      kind: 'InvalidArgument',
      detail: 'boxes[0].shippingCarrier must be 1 or 2',
    });
    expect(planShipment(preparing, [box('a')], [ship('a', '12-34')])).toMatchObject({
      kind: 'InvalidArgument',
      detail: 'boxes[0].trackingNumber must be 8–20 letters or digits',
    });
  });
});
