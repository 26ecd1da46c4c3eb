/** Order history of the signed-in user: /v1/orders*. */
import { type Static, Type } from 'typebox';
import { Address } from './addresses.ts';
import { id, nullable, PagingQuery, total, unixTime, yen } from './common.ts';
import {
  DeliveryTimeSlotSchema,
  FulfillmentStatusSchema,
  OrderRefundTypeSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  PaymentMethodTypeSchema,
  PaymentStatusSchema,
  ShippingCarrierSchema,
  ShippingSizeSchema,
  ShippingTypeSchema,
} from './enums.ts';
import { Experience } from './experiences.ts';
import { Product } from './products.ts';
import { Coordinator } from './profiles.ts';
import { Promotion } from './promotions.ts';

export const OrderPayment = Type.Object({
  transactionId: Type.String({ description: 'payment transaction id' }),
  methodType: PaymentMethodTypeSchema,
  status: PaymentStatusSchema,
  subtotal: yen('items total, JPY tax included'),
  discount: yen('promotion discount, JPY tax included'),
  shippingFee: yen('shipping fee, JPY tax included'),
  total: yen('amount charged, JPY tax included'),
  orderedAt: unixTime('ordered at, unix seconds'),
  paidAt: unixTime('paid at, unix seconds (0 if unpaid)'),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const OrderRefund = Type.Object({
  total: yen('refunded amount, JPY'),
  type: OrderRefundTypeSchema,
  reason: Type.String({ description: 'cancel / refund reason' }),
  canceled: Type.Boolean({ description: 'true if canceled or refunded' }),
  canceledAt: unixTime('canceled at, unix seconds (0 if not canceled)'),
});
export type OrderRefund = Static<typeof OrderRefund>;

/** One shipment (box) of a product order. */
export const OrderFulfillment = Type.Object({
  fulfillmentId: id('fulfillment id'),
  trackingNumber: Type.String({ description: 'carrier tracking number ("" before shipping)' }),
  status: FulfillmentStatusSchema,
  shippingCarrier: ShippingCarrierSchema,
  shippingType: ShippingTypeSchema,
  boxNumber: Type.Integer({ minimum: 0, description: 'box serial number within the order' }),
  boxSize: ShippingSizeSchema,
  boxRate: Type.Integer({ minimum: 0, description: 'box occupancy %' }),
  shippedAt: unixTime('shipped at, unix seconds (0 if not shipped)'),
});
export type OrderFulfillment = Static<typeof OrderFulfillment>;

export const OrderItem = Type.Object({
  fulfillmentId: id('fulfillment (box) the item ships in'),
  productId: id(),
  price: yen('unit price paid, JPY tax included'),
  quantity: Type.Integer({ minimum: 1 }),
});
export type OrderItem = Static<typeof OrderItem>;

/** Booking details of an experience order. */
export const OrderExperience = Type.Object({
  experienceId: id(),
  adultCount: Type.Integer({ minimum: 0, description: 'head count' }),
  adultPrice: yen('price per adult, JPY tax included'),
  juniorHighSchoolCount: Type.Integer({ minimum: 0, description: 'head count' }),
  juniorHighSchoolPrice: yen('price per junior-high-school student, JPY tax included'),
  elementarySchoolCount: Type.Integer({ minimum: 0, description: 'head count' }),
  elementarySchoolPrice: yen('price per elementary-school child, JPY tax included'),
  preschoolCount: Type.Integer({ minimum: 0, description: 'head count' }),
  preschoolPrice: yen('price per preschool child, JPY tax included'),
  seniorCount: Type.Integer({ minimum: 0, description: 'head count' }),
  seniorPrice: yen('price per senior, JPY tax included'),
  transportation: Type.String({ description: 'means of transport (free text)' }),
  requestedDate: Type.String({ description: 'requested date, yyyymmdd or ""' }),
  requestedTime: Type.String({ description: 'requested time, hhmm or ""' }),
});
export type OrderExperience = Static<typeof OrderExperience>;

export const Order = Type.Object({
  id: id('order id'),
  coordinatorId: id(),
  promotionId: Type.String({ description: 'promotion id ("" if none)' }),
  type: OrderTypeSchema,
  status: OrderStatusSchema,
  payment: OrderPayment,
  refund: OrderRefund,
  fulfillments: Type.Array(OrderFulfillment),
  items: Type.Array(OrderItem),
  experience: nullable(OrderExperience),
  billingAddress: Address,
  shippingAddress: Address,
  deliveryDate: Type.String({
    description:
      'requested delivery date (配送希望日), yyyymmdd, or "" for no preference (always "" for a booking)',
  }),
  deliveryTimeSlot: DeliveryTimeSlotSchema,
});
export type Order = Static<typeof Order>;

export const OrderResponse = Type.Object({
  order: Order,
  coordinator: Coordinator,
  promotion: nullable(Promotion),
  products: Type.Array(Product, { description: 'products of the order items' }),
  experience: nullable(Experience),
});
export type OrderResponse = Static<typeof OrderResponse>;

export const OrdersResponse = Type.Object({
  orders: Type.Array(Order),
  coordinators: Type.Array(Coordinator),
  promotions: Type.Array(Promotion),
  products: Type.Array(Product),
  experiences: Type.Array(Experience),
  total: total(),
});
export type OrdersResponse = Static<typeof OrdersResponse>;

/** GET /v1/orders. */
export const ListOrdersQuery = Type.Object({
  ...PagingQuery.properties,
  types: Type.Optional(
    Type.String({
      default: '',
      pattern: '^(?:[0-9]+(?:,[0-9]+)*)?$',
      description: 'comma-separated OrderType values, e.g. "1,2" ("" = all)',
    }),
  ),
});
export type ListOrdersQuery = Static<typeof ListOrdersQuery>;
