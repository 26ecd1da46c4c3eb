/**
 * The mails a console write sends the buyer (docs/console-orders.md, docs/rules/notifications.md):
 * the shipping notice and the cancellation notice, in the order's language (`orders.locale`), after
 * the write committed. A mail failure is logged with the order id; the write stands.
 */
import { trackingUrl } from '@hatake/contract';
import { asc, eq } from 'drizzle-orm';
import { UserType } from '../../db/enums.ts';
import {
  coordinators,
  experiences,
  orderExperiences,
  orderItems,
  type orders,
  products,
  users,
} from '../../db/schema/index.ts';
import type { MailLocale } from '../../mail/locale.ts';
import { orderCancelled } from '../../mail/templates/order-cancelled.ts';
import { orderShipped } from '../../mail/templates/order-shipped.ts';
import type { ConsoleOrderDeps } from './deps.ts';

type OrderRow = typeof orders.$inferSelect;

const localeOf = (order: OrderRow): MailLocale => (order.locale === 'en' ? 'en' : 'ja');

/** Who gets the mail, the marche's name in their language, and the order page (members only). */
const addressee = async (deps: ConsoleOrderDeps, order: OrderRow) => {
  const locale = localeOf(order);
  const [row] = await deps.db
    .select({
      email: users.email,
      type: users.type,
      marcheName: coordinators.marcheName,
      marcheNameEn: coordinators.marcheNameEn,
    })
    .from(users)
    .innerJoin(coordinators, eq(coordinators.id, order.coordinatorId))
    .where(eq(users.id, order.userId));
  if (!row) return null;
  const page = `${deps.publicUrl}${locale === 'en' ? '/en' : ''}/account/orders/${encodeURIComponent(order.id)}`;
  return {
    locale,
    email: row.email,
    marcheName: (locale === 'en' && row.marcheNameEn) || row.marcheName,
    orderPageUrl: row.type === UserType.MEMBER ? page : '',
    buyer: { lastname: order.billingAddress.lastname, firstname: order.billingAddress.firstname },
  };
};

/** The products of the order's boxes, named in the buyer's language. */
const itemsByBox = async (deps: ConsoleOrderDeps, orderId: string, locale: MailLocale) => {
  const rows = await deps.db
    .select({
      fulfillmentId: orderItems.fulfillmentId,
      name: products.name,
      nameEn: products.nameEn,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt));
  return rows.map((row) => ({
    fulfillmentId: row.fulfillmentId,
    name: (locale === 'en' && row.nameEn) || row.name,
    quantity: row.quantity,
  }));
};

export type ShippedBoxRow = {
  id: string;
  boxNumber: number;
  shippingCarrier: number;
  trackingNumber: string;
};

/** The shipping notice of the boxes just shipped (or corrected). */
export const sendShippingNotice = async (
  deps: ConsoleOrderDeps,
  order: OrderRow,
  shipped: readonly ShippedBoxRow[],
  remainingBoxes: number,
): Promise<void> => {
  try {
    const to = await addressee(deps, order);
    if (!to) return;
    const items = await itemsByBox(deps, order.id, to.locale);
    const ship = order.shippingAddress ?? order.billingAddress;
    const mail = orderShipped({
      orderId: order.id,
      locale: to.locale,
      buyer: to.buyer,
      marcheName: to.marcheName,
      message: order.shippingMessage,
      boxes: shipped.map((box) => ({
        boxNumber: box.boxNumber,
        carrier: box.shippingCarrier,
        trackingNumber: box.trackingNumber,
        trackingUrl: trackingUrl(box.shippingCarrier, box.trackingNumber),
        items: items
          .filter((item) => item.fulfillmentId === box.id)
          .map(({ name, quantity }) => ({ name, quantity })),
      })),
      remainingBoxes,
      shipTo: { address: ship, name: { lastname: ship.lastname, firstname: ship.firstname } },
      orderPageUrl: to.orderPageUrl,
      supportEmail: deps.supportEmail,
    });
    await deps.mailer.send({ to: to.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'shipping notice mail failed');
  }
};

/** The cancellation notice: what happened to the money, the reason, what was ordered. */
export const sendCancellationNotice = async (
  deps: ConsoleOrderDeps,
  order: OrderRow,
  cancellation: { money: 'refund' | 'void' | 'none'; refundedAmount: number; reason: string },
): Promise<void> => {
  try {
    const to = await addressee(deps, order);
    if (!to) return;
    const items = await itemsByBox(deps, order.id, to.locale);
    const [booking] = await deps.db
      .select({ title: experiences.title, titleEn: experiences.titleEn, booking: orderExperiences })
      .from(orderExperiences)
      .innerJoin(experiences, eq(experiences.id, orderExperiences.experienceId))
      .where(eq(orderExperiences.orderId, order.id));
    const people = booking
      ? booking.booking.adultCount +
        booking.booking.juniorHighSchoolCount +
        booking.booking.elementarySchoolCount +
        booking.booking.preschoolCount +
        booking.booking.seniorCount
      : 0;
    const mail = orderCancelled({
      orderId: order.id,
      locale: to.locale,
      buyer: to.buyer,
      marcheName: to.marcheName,
      ...cancellation,
      lines: booking
        ? [{ name: (to.locale === 'en' && booking.titleEn) || booking.title, quantity: people }]
        : items.map(({ name, quantity }) => ({ name, quantity })),
      orderPageUrl: to.orderPageUrl,
      supportEmail: deps.supportEmail,
    });
    await deps.mailer.send({ to: to.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'cancellation notice mail failed');
  }
};
