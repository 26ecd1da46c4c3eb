/**
 * Which order status may move to which (docs/rules/orders.md, "Statuses"). The one table every
 * writer of `orders.status` and `order_payments.status` consults: checkout, payment notifications,
 * the state poll and the unpaid-order expiry. Anything not listed is refused; staying in the same
 * status is not a move. PaymentStatus shares OrderStatus values (the contract), so the payment of an
 * order follows the same table.
 */
import { OrderStatus, type PaymentStatus } from '@hatake/contract';

type Status = OrderStatus | PaymentStatus;

/** The moves allowed out of each status. CANCELED, REFUNDED and FAILED are final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.UNKNOWN]: [],
  [OrderStatus.UNPAID]: [OrderStatus.PREPARING, OrderStatus.FAILED, OrderStatus.CANCELED],
  [OrderStatus.PREPARING]: [OrderStatus.COMPLETED, OrderStatus.CANCELED, OrderStatus.REFUNDED],
  [OrderStatus.COMPLETED]: [OrderStatus.REFUNDED],
  [OrderStatus.CANCELED]: [],
  [OrderStatus.REFUNDED]: [],
  [OrderStatus.FAILED]: [],
};

/** Whether an order (or its payment) in `from` may move to `to`. */
export const canMove = (from: Status, to: Status): boolean =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);

/** Statuses no event moves an order out of, except COMPLETED → REFUNDED by the shop's refund. */
export const isFinal = (status: Status): boolean =>
  (ORDER_TRANSITIONS[status as OrderStatus] ?? []).length === 0;

/** Moves that end an order without the money being kept: its stock and coupon go back. */
export const releasesStock = (to: Status): boolean =>
  to === OrderStatus.FAILED || to === OrderStatus.CANCELED;
