import type { OrderResponse } from '@hatake/contract';
import { FulfillmentStatus, trackingUrl } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressLines } from '@/components/checkout/address-card.tsx';
import { DeliveryPreferenceLine } from '@/components/checkout/delivery-preference-line.tsx';
import { Amounts } from '@/components/checkout/order-summary.tsx';
import { OrderStatusBadge } from '@/components/order/order-status.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link, redirect } from '@/i18n/navigation.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { getOrder } from '@/lib/api/orders.ts';
import { authedApi } from '@/lib/auth/session.ts';
import { boxSizeCm, boxTypeKey } from '@/lib/cart/view.ts';
import { bookingRows, readableDate, readableTime, taxContained } from '@/lib/checkout/order-view.ts';
import { formatDateTime, formatYen } from '@/lib/format.ts';
import { marcheShown, productShown, titledShown } from '@/lib/i18n/content.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t('detail.title'), robots: { index: false } };
}

const card = 'rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6';

/**
 * `/account/orders/{id}` (docs/rules/orders.md, "Reading orders"): status and payment, the items at
 * the unit price paid, the amounts with the tax contained, the boxes with carrier and tracking
 * number and a link to the carrier's tracking page (`trackingUrl`, docs/console-orders.md#ship), an
 * experience's booking, the addresses. Signed out → sign in and come back; another member's order
 * or an unknown id → the catalogue's 404 sentence.
 */
export default async function OrderPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const back = `/account/orders/${encodeURIComponent(id)}`;
  const api = await authedApi(locale);
  if (!api) return redirect({ href: { pathname: '/signin', query: { redirect: back } }, locale });
  const [t, checkout, exp] = await Promise.all([
    getTranslations('orders'),
    getTranslations('checkout'),
    getTranslations('experience.ageGroups'),
  ]);
  let answer: OrderResponse | undefined;
  let problem = '';
  try {
    answer = await getOrder(id, { client: api });
  } catch (error) {
    problem = errorMessage(error, locale);
  }
  const backLink = (
    <Link href="/account#orders" className="text-leaf-dark text-sm underline underline-offset-2">
      {t('detail.back')}
    </Link>
  );
  if (!answer) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="font-bold text-3xl text-soil">{t('detail.title')}</h1>
        <p role="alert" className="mt-6 rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark">
          {t('detail.loadError', { message: problem })}
        </p>
        <p className="mt-6">{backLink}</p>
      </div>
    );
  }
  const { order, promotion, products } = answer;
  const coordinator = marcheShown(answer.coordinator, locale);
  const experience = answer.experience ? titledShown(answer.experience, locale) : answer.experience;
  const byId = new Map(products.map((p) => [p.id, productShown(p, locale)]));
  const payment = order.payment;
  const methodLabel = checkout.has(`methods.${payment.methodType}`)
    ? checkout(`methods.${payment.methodType}`)
    : '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('detail.title')}</h1>
      <div className="mt-6 grid gap-6">
        <section aria-labelledby="order-summary" className={card}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="order-summary" className="font-bold text-soil text-xl">
              {t('detail.summary')}
            </h2>
            <OrderStatusBadge status={order.status} label={t(`status.${order.status}`)} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {[
              [
                t('list.orderId'),
                <span className="break-all font-mono text-xs" key="id">
                  {order.id}
                </span>,
              ],
              [t('list.orderedAt'), formatDateTime(payment.orderedAt, locale, { year: true })],
              [
                t('detail.paidAt'),
                payment.paidAt ? formatDateTime(payment.paidAt, locale, { year: true }) : t('detail.notPaid'),
              ],
              [t('list.marche'), coordinator.marcheName],
              [t('detail.method'), methodLabel],
              [
                t('detail.promotion'),
                promotion ? `${promotion.title}（${promotion.code}）` : t('detail.none'),
              ],
            ].map(([label, value]) => (
              <div key={String(label)} className="flex flex-wrap gap-x-3">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold text-soil">{value}</dd>
              </div>
            ))}
          </dl>
          {order.refund.canceled || order.refund.total > 0 ? (
            <p className="mt-4 rounded-xl bg-cream-dark px-4 py-3 text-soil text-sm">
              {t('detail.refund', {
                total: formatYen(order.refund.total),
                when: formatDateTime(order.refund.canceledAt, locale, { year: true }),
              })}
              {order.refund.reason ? ` ${order.refund.reason}` : ''}
            </p>
          ) : null}
        </section>

        {experience && order.experience ? (
          <section aria-labelledby="order-booking" className={card}>
            <h2 id="order-booking" className="font-bold text-soil text-xl">
              {t('detail.booking')}
            </h2>
            <p className="mt-2 font-semibold text-soil">
              <Link
                href={`/experiences/${encodeURIComponent(experience.id)}`}
                className="underline-offset-4 hover:underline"
              >
                {experience.title}
              </Link>
            </p>
            <ul className="mt-3 divide-y divide-line text-sm">
              {bookingRows(order.experience).map(([group, count, price]) => (
                <li key={group} className="flex justify-between gap-4 py-2 tabular-nums">
                  <span>
                    {exp(group)} × {t('list.people', { count })}
                  </span>
                  <span>{formatYen(count * price)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid gap-1 text-sm">
              <div className="flex gap-3">
                <dt className="text-muted">{t('detail.requested')}</dt>
                <dd className="text-soil">
                  {[
                    readableDate(order.experience.requestedDate),
                    readableTime(order.experience.requestedTime),
                  ]
                    .filter(Boolean)
                    .join(' ') || t('detail.none')}
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="text-muted">{t('detail.transportation')}</dt>
                <dd className="text-soil">{order.experience.transportation || t('detail.none')}</dd>
              </div>
            </dl>
          </section>
        ) : null}

        {order.fulfillments.length > 0 ? (
          <section aria-labelledby="order-boxes" className={card}>
            <h2 id="order-boxes" className="font-bold text-soil text-xl">
              {t('detail.items')}
            </h2>
            <div className="mt-4 grid gap-4">
              {order.fulfillments.map((box) => {
                const shipped = box.status === FulfillmentStatus.FULFILLED;
                return (
                  <article
                    key={box.fulfillmentId}
                    aria-label={t('detail.box', { number: box.boxNumber })}
                    className="rounded-2xl border border-line bg-cream/40 p-4"
                    data-testid="order-box"
                  >
                    <p className="flex flex-wrap items-center gap-2 font-bold text-soil text-sm">
                      {t('detail.box', { number: box.boxNumber })}
                      <span className="rounded-full bg-cream-dark px-2 py-0.5 font-semibold text-xs">
                        {t('detail.size', { size: boxSizeCm(box.boxSize) })}
                      </span>
                      <span className="rounded-full bg-leaf-light px-2 py-0.5 font-semibold text-leaf-dark text-xs">
                        {t(`detail.type.${boxTypeKey(box.shippingType)}`)}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-soil" data-testid="order-tracking">
                      {shipped
                        ? t('detail.shipped', {
                            carrier: t(`detail.carrier.${box.shippingCarrier}`),
                            number: box.trackingNumber,
                            when: formatDateTime(box.shippedAt, locale, { year: true }),
                          })
                        : t('detail.notShipped')}
                    </p>
                    {shipped && trackingUrl(box.shippingCarrier, box.trackingNumber) ? (
                      <p className="mt-1 text-sm">
                        <a
                          href={trackingUrl(box.shippingCarrier, box.trackingNumber)}
                          rel="noopener noreferrer"
                          className="text-leaf-dark underline underline-offset-2"
                        >
                          {t('detail.track', { carrier: t(`detail.carrier.${box.shippingCarrier}`) })}
                        </a>
                      </p>
                    ) : null}
                    <ul className="mt-2 divide-y divide-line">
                      {order.items
                        .filter((item) => item.fulfillmentId === box.fulfillmentId)
                        .map((item) => {
                          const product = byId.get(item.productId);
                          return (
                            <li key={item.productId} className="flex items-center gap-3 py-2 text-sm">
                              <MediaImage
                                url={product?.thumbnailUrl ?? ''}
                                alt=""
                                sizes="48px"
                                aspect="aspect-square"
                                className="size-12 shrink-0 rounded-lg"
                                placeholderLabel=""
                              />
                              <div className="min-w-0 flex-1">
                                <p className="font-semibold text-soil">{product?.name ?? item.productId}</p>
                                <p className="text-muted tabular-nums">
                                  {formatYen(item.price)} × {t('list.units', { count: item.quantity })}
                                </p>
                              </div>
                              <p className="font-bold text-soil tabular-nums">
                                {formatYen(item.price * item.quantity)}
                              </p>
                            </li>
                          );
                        })}
                    </ul>
                  </article>
                );
              })}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="order-amounts" className={card}>
          <h2 id="order-amounts" className="font-bold text-soil text-xl">
            {t('detail.amounts')}
          </h2>
          <Amounts
            rows={[
              { label: t('detail.subtotal'), value: formatYen(payment.subtotal) },
              { label: t('detail.shipping'), value: formatYen(payment.shippingFee) },
              {
                label: t('detail.discount'),
                value: payment.discount > 0 ? `−${formatYen(payment.discount)}` : formatYen(0),
              },
              { label: t('detail.tax'), value: formatYen(taxContained(payment.total)) },
            ]}
            total={{ label: t('detail.total'), value: formatYen(payment.total), testId: 'order-total' }}
          />
        </section>

        <section aria-labelledby="order-addresses" className={card}>
          <h2 id="order-addresses" className="font-bold text-soil text-xl">
            {t('detail.addresses')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {order.experience ? null : (
              <div>
                <h3 className="font-semibold text-muted text-sm">{t('detail.shippingAddress')}</h3>
                <AddressLines
                  address={order.shippingAddress}
                  locale={locale}
                  phoneLabel={t('detail.phone')}
                />
                <DeliveryPreferenceLine
                  preference={{ date: order.deliveryDate, slot: order.deliveryTimeSlot }}
                  locale={locale}
                  className="mt-2"
                />
              </div>
            )}
            <div>
              <h3 className="font-semibold text-muted text-sm">{t('detail.billingAddress')}</h3>
              <AddressLines address={order.billingAddress} locale={locale} phoneLabel={t('detail.phone')} />
            </div>
          </div>
        </section>
        <p>{backLink}</p>
      </div>
    </div>
  );
}
