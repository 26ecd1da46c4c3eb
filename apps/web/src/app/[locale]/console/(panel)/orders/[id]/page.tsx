import type { Address } from '@hatake/contract';
import { addressLabel, FulfillmentStatus, OrderStatus } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActionForm, consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { BackLink } from '@/components/console/console-table.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { getConsoleOrder } from '@/lib/api/console.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { formatDateTime, formatPostalCode } from '@/lib/format.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { cancelOrderAction, shipOrderAction } from '../actions.ts';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  return { title: consoleMessages(locale).orders.detailHeading(id) };
}

function AddressBlock({ address, locale }: { address: Address; locale: 'ja' | 'en' }) {
  return (
    <p className="text-sm leading-relaxed">
      {address.lastname} {address.firstname}
      <br />〒{formatPostalCode(address.postalCode)} {addressLabel(address, locale)}
      <br />
      {address.phoneNumber}
    </p>
  );
}

export default async function ConsoleOrderPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  const t = consoleMessages(locale);
  const { client } = await requireStaff(locale, `/console/orders/${encodeURIComponent(id)}`);
  const answer = await getConsoleOrder(id, { client }).catch((error: unknown) => {
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  });
  const { order, products, customer } = answer;
  const productName = (productId: string) => {
    const product = products.find((p) => p.id === productId);
    return product ? (locale === 'en' && product.nameEn) || product.name : productId;
  };
  const unshipped = order.fulfillments.filter((box) => box.status !== FulfillmentStatus.FULFILLED);
  const canShip = order.status === OrderStatus.PREPARING && unshipped.length > 0;
  // Goods already handed to the carrier are with the buyer: a refund then puts nothing back in
  // stock unless the shop ticks it (they came back).
  const anyShipped = order.fulfillments.some((box) => box.status === FulfillmentStatus.FULFILLED);
  const canCancel =
    !answer.cancellation &&
    order.status !== OrderStatus.CANCELED &&
    order.status !== OrderStatus.REFUNDED &&
    order.status !== OrderStatus.FAILED;
  return (
    <div className="grid gap-6">
      <BackLink href={localizedPath(locale, '/console/orders')} label={t.common.back} />
      <h1 className="font-bold text-2xl text-soil">{t.orders.detailHeading(order.id)}</h1>
      <p className="text-sm">
        {t.orders.statuses[order.status] ?? order.status}・
        {formatDateTime(order.payment.orderedAt, locale, { year: true })}・{customer.email}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="order-items" className="rounded-xl bg-white p-4 ring-1 ring-line">
          <h2 id="order-items" className="mb-2 font-bold text-soil">
            {t.orders.items}
          </h2>
          <ul className="grid gap-1 text-sm">
            {order.items.map((item) => (
              <li key={`${item.fulfillmentId}-${item.productId}`}>
                {productName(item.productId)} {t.orders.quantity(item.quantity)}（{t.common.yen(item.price)}）
              </li>
            ))}
            {order.experience ? (
              <li>
                {answer.experience
                  ? (locale === 'en' && answer.experience.titleEn) || answer.experience.title
                  : ''}
              </li>
            ) : null}
          </ul>
          <p className="mt-3 font-bold text-sm">
            {t.orders.total}: {t.common.yen(order.payment.total)}
          </p>
          {answer.note ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">{t.orders.note}:</span> {answer.note}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="order-address" className="rounded-xl bg-white p-4 ring-1 ring-line">
          <h2 id="order-address" className="mb-2 font-bold text-soil">
            {t.orders.address}
          </h2>
          <AddressBlock address={order.shippingAddress} locale={locale} />
          <h2 className="mt-4 mb-2 font-bold text-soil">{t.orders.billing}</h2>
          <AddressBlock address={order.billingAddress} locale={locale} />
        </section>
      </div>
      {order.fulfillments.length > 0 ? (
        <section aria-labelledby="order-boxes" className="rounded-xl bg-white p-4 ring-1 ring-line">
          <h2 id="order-boxes" className="mb-3 font-bold text-soil">
            {t.orders.boxes}
          </h2>
          <ul className="mb-4 grid gap-1 text-sm">
            {order.fulfillments.map((box) => (
              <li key={box.fulfillmentId}>
                {t.orders.box(box.boxNumber)}（{box.boxSize * 20 + 40}）:{' '}
                {box.status === FulfillmentStatus.FULFILLED
                  ? `${t.orders.shipped(formatDateTime(box.shippedAt, locale))} ${t.orders.carriers[box.shippingCarrier] ?? ''} ${box.trackingNumber}`
                  : '—'}
              </li>
            ))}
          </ul>
          {canShip ? (
            <ActionForm
              action={shipOrderAction.bind(null, order.id)}
              submitLabel={t.orders.ship}
              label={t.orders.ship}
            >
              {unshipped.map((box) => (
                <fieldset key={box.fulfillmentId} className="grid gap-3 sm:grid-cols-3">
                  <legend className="mb-1 font-semibold text-sm">{t.orders.box(box.boxNumber)}</legend>
                  <input type="hidden" name="fulfillmentId" value={box.fulfillmentId} />
                  <Field label={t.orders.carrier} htmlFor={`carrier-${box.fulfillmentId}`}>
                    <select
                      id={`carrier-${box.fulfillmentId}`}
                      name={`carrier-${box.fulfillmentId}`}
                      className={consoleInputClass}
                    >
                      <option value="1">{t.orders.carriers[1]}</option>
                      <option value="2">{t.orders.carriers[2]}</option>
                    </select>
                  </Field>
                  <div className="sm:col-span-2">
                    <Field label={t.orders.tracking} htmlFor={`tracking-${box.fulfillmentId}`}>
                      <input
                        id={`tracking-${box.fulfillmentId}`}
                        name={`tracking-${box.fulfillmentId}`}
                        inputMode="numeric"
                        maxLength={32}
                        className={consoleInputClass}
                      />
                    </Field>
                  </div>
                </fieldset>
              ))}
              <Field label={t.orders.shipMessage} htmlFor="ship-message">
                <textarea
                  id="ship-message"
                  name="message"
                  maxLength={2000}
                  rows={2}
                  className={consoleInputClass}
                />
              </Field>
            </ActionForm>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="order-cancel" className="rounded-xl bg-white p-4 ring-1 ring-line">
        <h2 id="order-cancel" className="mb-3 font-bold text-soil">
          {t.orders.cancelHeading}
        </h2>
        {answer.cancellation ? (
          <p role="status" className="text-sm">
            {answer.cancellation.state === 'pending'
              ? t.orders.cancelPending
              : t.orders.cancelled(t.common.yen(answer.cancellation.refundedAmount))}
            {answer.cancellation.reason ? `（${answer.cancellation.reason}）` : ''}
          </p>
        ) : canCancel ? (
          <ActionForm
            action={cancelOrderAction.bind(null, order.id)}
            submitLabel={t.orders.cancel}
            danger
            label={t.orders.cancel}
          >
            <Field label={t.orders.cancelReason} htmlFor="cancel-reason">
              <input id="cancel-reason" name="reason" maxLength={200} className={consoleInputClass} />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              {/* keyed: a default does not move a box already drawn, so the shipped one is a new box */}
              <input
                key={anyShipped ? 'shipped' : 'not-shipped'}
                type="checkbox"
                name="restock"
                defaultChecked={!anyShipped}
              />{' '}
              {t.orders.restock}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" required /> {t.orders.cancelConfirm}
            </label>
          </ActionForm>
        ) : (
          <p className="text-sm">{t.orders.statuses[order.status]}</p>
        )}
      </section>
    </div>
  );
}
