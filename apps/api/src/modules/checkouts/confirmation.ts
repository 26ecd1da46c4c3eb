/**
 * The "thank you for your order" mail (docs/rules/notifications.md): sent once, by whoever moved the
 * order into PREPARING (the move happens once under the order's row lock), after that transaction
 * committed. A mail failure is logged with the order id; the order stands.
 */
import { prefectureName } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import {
  experiences,
  orderExperiences,
  orderItems,
  orderPayments,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';
import type { MailLocale } from '../../mail/locale.ts';
import { orderConfirmation } from '../../mail/templates/order-confirmation.ts';
import type { CheckoutDeps } from './deps.ts';

export const sendOrderConfirmation = async (deps: CheckoutDeps, orderId: string): Promise<void> => {
  try {
    const [row] = await deps.db
      .select({ order: orders, payment: orderPayments, email: users.email })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const { order, payment } = row;
    const items = await deps.db
      .select({ name: products.name, quantity: orderItems.quantity, price: orderItems.price })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.createdAt);
    const [booking] = await deps.db
      .select({ booking: orderExperiences, title: experiences.title })
      .from(orderExperiences)
      .innerJoin(experiences, eq(experiences.id, orderExperiences.experienceId))
      .where(eq(orderExperiences.orderId, orderId));
    const billing = order.billingAddress;
    const ship = order.shippingAddress;
    const locale: MailLocale = order.locale === 'en' ? 'en' : 'ja';
    const mail = orderConfirmation({
      orderId,
      locale,
      orderedAt: payment.orderedAt,
      buyerName: `${billing.lastname} ${billing.firstname}`,
      items,
      experience: booking
        ? {
            title: booking.title,
            counts: [
              { label: 'adult', count: booking.booking.adultCount },
              { label: 'juniorHighSchool', count: booking.booking.juniorHighSchoolCount },
              { label: 'elementarySchool', count: booking.booking.elementarySchoolCount },
              { label: 'preschool', count: booking.booking.preschoolCount },
              { label: 'senior', count: booking.booking.seniorCount },
            ],
            requestedDate: booking.booking.requestedDate,
            requestedTime: booking.booking.requestedTime,
          }
        : null,
      subtotal: payment.subtotal,
      shippingFee: payment.shippingFee,
      discount: payment.discount,
      total: payment.total,
      tax: payment.tax,
      shipTo:
        ship && !booking
          ? `〒${ship.postalCode} ${prefectureName(ship.prefectureCode)}${ship.city}${ship.addressLine1} ${ship.addressLine2} ${ship.lastname} ${ship.firstname}`
              .replace(/\s+/g, ' ')
              .trim()
          : '',
    });
    await deps.mailer.send({ to: row.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order confirmation mail failed');
  }
};
