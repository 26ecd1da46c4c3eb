import type { OrdersResponse } from '@hatake/contract';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/pagination.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import { orderUnits } from '@/lib/checkout/order-view.ts';
import { formatDateTime, formatYen } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { pageCount } from '@/lib/pagination.ts';
import { OrderStatusBadge } from './order-status.tsx';

type Props = {
  orders: OrdersResponse | undefined;
  error: string;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  locale: Locale;
};

/**
 * The account page's order history (docs/rules/orders.md): newest first, one row per order with
 * date, status, marche, units and amount, linking to `/account/orders/{id}`; paged.
 */
export async function OrderList({ orders, error, page, pageSize, hrefFor, locale }: Props) {
  const [t, c] = await Promise.all([getTranslations('orders'), getTranslations('catalogue')]);
  const marches = new Map(
    orders?.coordinators.map((coordinator) => [
      coordinator.id,
      localizedText(coordinator.marcheName, coordinator.marcheNameEn, locale),
    ]),
  );
  const experiences = new Map(
    orders?.experiences.map((experience) => [
      experience.id,
      localizedText(experience.title, experience.titleEn, locale),
    ]),
  );
  return (
    <section
      id="orders"
      aria-labelledby="orders-heading"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
    >
      <h2 id="orders-heading" className="font-bold text-soil text-xl">
        {t('list.heading', { total: orders?.total ?? 0 })}
      </h2>
      {error ? (
        <p role="alert" className="mt-4 text-persimmon-dark">
          {error}
        </p>
      ) : orders && orders.orders.length > 0 ? (
        <ul className="mt-6 grid gap-4">
          {orders.orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-line p-4" data-testid="order-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-muted text-sm">
                  {t('list.orderedAt')}: {formatDateTime(order.payment.orderedAt, locale, { year: true })}
                </p>
                <OrderStatusBadge status={order.status} label={t(`status.${order.status}`)} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="text-muted">{t('list.marche')}</dt>
                  <dd className="font-semibold text-soil">{marches.get(order.coordinatorId) ?? ''}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">{order.experience ? t('list.experience') : t('list.items')}</dt>
                  <dd className="text-soil">
                    {order.experience
                      ? `${experiences.get(order.experience.experienceId) ?? ''} · ${t('list.people', { count: orderUnits(order) })}`
                      : t('list.units', { count: orderUnits(order) })}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">{t('list.total')}</dt>
                  <dd className="font-bold text-soil tabular-nums">{formatYen(order.payment.total)}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">{t('list.orderId')}</dt>
                  <dd className="break-all font-mono text-soil text-xs">{order.id}</dd>
                </div>
              </dl>
              <Link
                href={`/account/orders/${encodeURIComponent(order.id)}`}
                aria-label={t('list.detailLabel', { id: order.id })}
                className="mt-3 inline-flex min-h-11 items-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light"
              >
                {t('list.detail')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted">{t('list.empty')}</p>
      )}
      {orders ? (
        <Pagination
          current={page}
          count={pageCount(orders.total, pageSize)}
          hrefFor={hrefFor}
          text={{
            label: t('list.pagination'),
            previous: c('pagination.previous'),
            next: c('pagination.next'),
            page: (n) => c('pagination.page', { page: n }),
          }}
        />
      ) : null}
    </section>
  );
}
