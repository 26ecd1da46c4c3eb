/**
 * The "thank you for your order" mail (docs/rules/notifications.md): sent once, by whoever moved the
 * order into PREPARING (the move happens once under the order's row lock), after that transaction
 * committed. A mail failure is logged with the order id; the order stands.
 */
import { eq } from 'drizzle-orm';
import {
  coordinators,
  experiences,
  orderExperiences,
  orderItems,
  orderPayments,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';
import { expectedShipBy } from '../../mail/expected-shipping.ts';
import type { MailLocale } from '../../mail/locale.ts';
import { orderConfirmation } from '../../mail/templates/order-confirmation.ts';
import type { CheckoutDeps } from './deps.ts';

export const sendOrderConfirmation = async (deps: CheckoutDeps, orderId: string): Promise<void> => {
  try {
    const [row] = await deps.db
      .select({
        order: orders,
        payment: orderPayments,
        email: users.email,
        marche: {
          name: coordinators.marcheName,
          nameEn: coordinators.marcheNameEn,
          email: coordinators.email,
          phone: coordinators.phoneNumber,
        },
      })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(coordinators, eq(coordinators.id, orders.coordinatorId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const { order, payment } = row;
    const items = await deps.db
      .select({
        name: products.name,
        nameEn: products.nameEn,
        quantity: orderItems.quantity,
        price: orderItems.price,
        salesStart: products.startAt,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.createdAt);
    const [booking] = await deps.db
      .select({
        booking: orderExperiences,
        title: experiences.title,
        titleEn: experiences.titleEn,
        host: {
          postalCode: experiences.hostPostalCode,
          prefectureCode: experiences.hostPrefectureCode,
          city: experiences.hostCity,
          line1: experiences.hostAddressLine1,
          line2: experiences.hostAddressLine2,
        },
      })
      .from(orderExperiences)
      .innerJoin(experiences, eq(experiences.id, orderExperiences.experienceId))
      .where(eq(orderExperiences.orderId, orderId));
    const billing = order.billingAddress;
    const ship = order.shippingAddress;
    const locale: MailLocale = order.locale === 'en' ? 'en' : 'ja';
    // An English mail names the marche, products and experience in English where they have it.
    const inLocale = (ja: string, en: string): string => (locale === 'en' && en) || ja;
    const mail = orderConfirmation({
      orderId,
      locale,
      orderedAt: payment.orderedAt,
      buyer: { lastname: billing.lastname, firstname: billing.firstname },
      marcheName: inLocale(row.marche.name, row.marche.nameEn),
      paymentMethod: payment.methodType,
      shipBy: booking
        ? ''
        : expectedShipBy(
            payment.paidAt ?? payment.orderedAt,
            items.map((item) => item.salesStart),
          ),
      delivery: booking ? null : { date: order.deliveryDate, slot: order.deliveryTimeSlot },
      note: order.orderRequest,
      contact: {
        supportEmail: deps.supportEmail ?? '',
        marcheEmail: row.marche.email,
        marchePhone: row.marche.phone,
      },
      items: items.map(({ name, nameEn, quantity, price }) => ({
        name: inLocale(name, nameEn),
        quantity,
        price,
      })),
      experience: booking
        ? {
            title: inLocale(booking.title, booking.titleEn),
            counts: [
              { label: 'adult', count: booking.booking.adultCount },
              { label: 'juniorHighSchool', count: booking.booking.juniorHighSchoolCount },
              { label: 'elementarySchool', count: booking.booking.elementarySchoolCount },
              { label: 'preschool', count: booking.booking.preschoolCount },
              { label: 'senior', count: booking.booking.seniorCount },
            ],
            requestedDate: booking.booking.requestedDate,
            requestedTime: booking.booking.requestedTime,
            meetingPlace: {
              postalCode: booking.host.postalCode,
              prefectureCode: booking.host.prefectureCode,
              city: booking.host.city,
              addressLine1: booking.host.line1,
              addressLine2: booking.host.line2,
            },
          }
        : null,
      subtotal: payment.subtotal,
      shippingFee: payment.shippingFee,
      discount: payment.discount,
      total: payment.total,
      tax: payment.tax,
      shipTo:
        ship && !booking
          ? { address: ship, name: { lastname: ship.lastname, firstname: ship.firstname } }
          : null,
    });
    await deps.mailer.send({ to: row.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order confirmation mail failed');
  }
};
