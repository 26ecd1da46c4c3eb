/**
 * The seller console's orders: /v1/console/orders* (docs/console-orders.md). A coordinator reads
 * and changes the orders of their own marche, an administrator every marche's.
 */
import { type Static, Type } from 'typebox';
import { id, nullable, PagingQuery, total, unixTime, yen } from './common.ts';
import { OrderStatusSchema, OrderTypeSchema } from './enums.ts';
import { OrderResponse } from './orders.ts';

const DAY = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

/** A Japan-time day, `yyyy-mm-dd`. */
const day = (description: string) => Type.String({ pattern: `^${DAY}$`, description });

/** A Japan-time day, `yyyy-mm-dd`, or "" for none. */
const optionalDay = (description: string) =>
  Type.String({ pattern: `^(${DAY})?$`, default: '', description });

/** GET /v1/console/orders. */
export const ListConsoleOrdersQuery = Type.Object({
  ...PagingQuery.properties,
  status: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 6, default: 0, description: 'OrderStatus (0 = any)' }),
  ),
  from: Type.Optional(optionalDay('first Japan-time day the order was placed on, yyyy-mm-dd ("" = any)')),
  to: Type.Optional(optionalDay('last Japan-time day the order was placed on, yyyy-mm-dd ("" = any)')),
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      default: '',
      description:
        'an order id, part of the buyer’s or recipient’s name (kanji or kana) or of the e-mail ("" = all)',
    }),
  ),
});
export type ListConsoleOrdersQuery = Static<typeof ListConsoleOrdersQuery>;

/** One line of the console's order list. */
export const ConsoleOrderSummary = Type.Object({
  id: id('order id'),
  coordinatorId: id(),
  marcheName: Type.String({ description: 'the marche that sells it' }),
  type: OrderTypeSchema,
  status: OrderStatusSchema,
  orderedAt: unixTime('placed at, unix seconds'),
  total: yen('amount charged'),
  customerName: Type.String({ description: 'billing name, family name first' }),
  email: Type.String({ description: 'the buyer’s e-mail address' }),
  itemCount: Type.Integer({ minimum: 0, description: 'units bought (0 for a booking)' }),
  boxCount: Type.Integer({ minimum: 0, description: 'boxes of the order (0 for a booking)' }),
  shippedBoxCount: Type.Integer({ minimum: 0, description: 'boxes shipped so far' }),
});
export type ConsoleOrderSummary = Static<typeof ConsoleOrderSummary>;

export const ConsoleOrdersResponse = Type.Object({
  orders: Type.Array(ConsoleOrderSummary),
  total: total(),
});
export type ConsoleOrdersResponse = Static<typeof ConsoleOrdersResponse>;

/** The console's cancellation of an order, when there is one. */
export const ConsoleOrderCancellation = Type.Object({
  state: Type.Union([Type.Literal('pending'), Type.Literal('done')], {
    description: 'pending while the payment provider is asked; done once the order moved',
  }),
  action: Type.Union([Type.Literal('refund'), Type.Literal('void'), Type.Literal('none')], {
    description:
      'refund: money taken is given back; void: an unpaid session was closed; none: nothing was paid',
  }),
  refundedAmount: yen('given back by the provider'),
  restock: Type.Boolean({ description: 'whether the units went back to stock' }),
  reason: Type.String(),
  requestedAt: unixTime('asked at, unix seconds'),
  completedAt: unixTime('done at, unix seconds (0 while pending)'),
});
export type ConsoleOrderCancellation = Static<typeof ConsoleOrderCancellation>;

/** GET /v1/console/orders/{orderId} and the answer of every write on it. */
export const ConsoleOrderResponse = Type.Object({
  ...OrderResponse.properties,
  customer: Type.Object({
    email: Type.String(),
    guest: Type.Boolean({ description: 'true when bought without an account' }),
  }),
  locale: Type.String({ description: 'the language the buyer’s mails are written in (ja/en)' }),
  note: Type.String({ description: 'what the buyer wrote with the order' }),
  shippingMessage: Type.String({ description: 'the shop’s message in the shipping notice' }),
  cancellation: nullable(ConsoleOrderCancellation),
});
export type ConsoleOrderResponse = Static<typeof ConsoleOrderResponse>;

/** POST /v1/console/orders/{orderId}/shipments: boxes handed to the carrier. */
export const ShipOrderRequest = Type.Object({
  boxes: Type.Array(
    Type.Object({
      fulfillmentId: Type.String({ minLength: 1, maxLength: 64, description: 'the box' }),
      shippingCarrier: Type.Union([Type.Literal(1), Type.Literal(2)], {
        description: 'ShippingCarrier: 1 YAMATO, 2 SAGAWA',
      }),
      trackingNumber: Type.String({
        minLength: 1,
        maxLength: 32,
        pattern: '^[0-9A-Za-z][0-9A-Za-z -]*$',
        description: 'the carrier’s tracking number (spaces and hyphens are dropped); 8–20 letters or digits',
      }),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  message: Type.Optional(
    Type.String({ maxLength: 2000, description: 'the shop’s message to the buyer in the shipping notice' }),
  ),
});
export type ShipOrderRequest = Static<typeof ShipOrderRequest>;

/** POST /v1/console/orders/{orderId}/cancellation: cancel the whole order and refund what was paid. */
export const CancelOrderRequest = Type.Object({
  reason: Type.Optional(
    Type.String({ maxLength: 200, description: 'shown to the buyer and in the provider’s dashboard' }),
  ),
  restock: Type.Optional(
    Type.Boolean({ default: true, description: 'put the units back on sale (default true)' }),
  ),
});
export type CancelOrderRequest = Static<typeof CancelOrderRequest>;

/** GET /v1/console/orders.csv. */
export const ExportConsoleOrdersQuery = Type.Object({
  from: day('first Japan-time day the order was placed on, yyyy-mm-dd'),
  to: day('last Japan-time day the order was placed on, yyyy-mm-dd (at most 92 days after `from`)'),
});
export type ExportConsoleOrdersQuery = Static<typeof ExportConsoleOrdersQuery>;
