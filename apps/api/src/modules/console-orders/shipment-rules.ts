/**
 * Shipping boxes from the console (docs/console-orders.md#ship), as pure rules: which orders can
 * ship, how a tracking number is written, which boxes a request changes, and whether the order is
 * complete afterwards (docs/rules/orders.md, "Boxes": PREPARING → COMPLETED once every box shipped).
 */
import { FulfillmentStatus, OrderStatus, OrderType, ShippingCarrier } from '@hatake/contract';

/** A tracking number as stored: spaces and hyphens dropped, letters upper-case. */
export const normalizeTrackingNumber = (raw: string): string => raw.replace(/[\s-]+/g, '').toUpperCase();

/** Carriers' numbers are 10–12 digits (Yamato, Sagawa); letters appear in international ones. */
export const isTrackingNumber = (value: string): boolean => /^[0-9A-Z]{8,20}$/.test(value);

export type StoredBox = {
  id: string;
  status: number;
  shippingCarrier: number;
  trackingNumber: string;
};

export type BoxShipment = { fulfillmentId: string; shippingCarrier: number; trackingNumber: string };

export type ShipmentPlan =
  | {
      ok: true;
      /** Boxes whose carrier or tracking number is new (shipped now, or corrected). */
      changes: BoxShipment[];
      /** Every box of the order is shipped once the changes are written. */
      allShipped: boolean;
      /** The order moves PREPARING → COMPLETED. */
      completes: boolean;
    }
  | { ok: false; kind: 'InvalidArgument' | 'NotFound' | 'FailedPrecondition'; detail: string };

/**
 * The plan for shipping `requested` boxes of an order: a product order that is PREPARING (or
 * COMPLETED, to correct a number); each box of this order, named once; each number 8–20 letters or
 * digits once normalised. Repeating what is stored changes nothing (a double click ships once).
 */
export const planShipment = (
  order: { type: number; status: number },
  boxes: readonly StoredBox[],
  requested: readonly BoxShipment[],
): ShipmentPlan => {
  if (order.type !== OrderType.PRODUCT || boxes.length === 0)
    return { ok: false, kind: 'FailedPrecondition', detail: 'a booking has no boxes to ship' };
  if (order.status !== OrderStatus.PREPARING && order.status !== OrderStatus.COMPLETED)
    return {
      ok: false,
      kind: 'FailedPrecondition',
      detail: 'only a paid order that is not cancelled or refunded can ship',
    };
  const byId = new Map(boxes.map((box) => [box.id, box]));
  const seen = new Set<string>();
  const changes: BoxShipment[] = [];
  for (const [index, request] of requested.entries()) {
    const field = `boxes[${index}]`;
    if (seen.has(request.fulfillmentId))
      return { ok: false, kind: 'InvalidArgument', detail: `${field}.fulfillmentId names a box twice` };
    seen.add(request.fulfillmentId);
    const box = byId.get(request.fulfillmentId);
    if (!box) return { ok: false, kind: 'NotFound', detail: `${field}.fulfillmentId: box not found` };
    if (
      request.shippingCarrier !== ShippingCarrier.YAMATO &&
      request.shippingCarrier !== ShippingCarrier.SAGAWA
    )
      return { ok: false, kind: 'InvalidArgument', detail: `${field}.shippingCarrier must be 1 or 2` };
    const trackingNumber = normalizeTrackingNumber(request.trackingNumber);
    if (!isTrackingNumber(trackingNumber))
      return {
        ok: false,
        kind: 'InvalidArgument',
        detail: `${field}.trackingNumber must be 8–20 letters or digits`,
      };
    const same =
      box.status === FulfillmentStatus.FULFILLED &&
      box.shippingCarrier === request.shippingCarrier &&
      box.trackingNumber === trackingNumber;
    if (!same) changes.push({ ...request, trackingNumber });
  }
  const shippedNow = new Set(changes.map((change) => change.fulfillmentId));
  const allShipped = boxes.every(
    (box) => box.status === FulfillmentStatus.FULFILLED || shippedNow.has(box.id),
  );
  return { ok: true, changes, allShipped, completes: allShipped && order.status === OrderStatus.PREPARING };
};
