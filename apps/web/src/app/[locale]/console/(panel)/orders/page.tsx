import Link from 'next/link';
import { consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { ConsolePager, ConsoleTable } from '@/components/console/console-table.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { listConsoleOrders } from '@/lib/api/console.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { consoleErrorMessage } from '@/lib/console/form-state.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { type ConsolePageProps, consoleTitle } from '@/lib/console/page.ts';
import { japanToday, pageOffset, queryText } from '@/lib/console/query.ts';
import { formatDateTime } from '@/lib/format.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

const PAGE_SIZE = 30;

export const generateMetadata = consoleTitle('orders');

export default async function ConsoleOrdersPage({ params, searchParams }: ConsolePageProps) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const query = await searchParams;
  const { client } = await requireStaff(locale, '/console/orders', query);
  const q = queryText(query.q);
  const status = /^[1-6]$/.test(queryText(query.status)) ? Number(queryText(query.status)) : 0;
  const from = /^\d{4}-\d{2}-\d{2}$/.test(queryText(query.from)) ? queryText(query.from) : '';
  const to = /^\d{4}-\d{2}-\d{2}$/.test(queryText(query.to)) ? queryText(query.to) : '';
  const offset = pageOffset(query.offset);
  // A filter the API refuses (`to` before `from`, 31 February) is said beside the filters, which
  // keep what was asked, instead of an error page.
  let refusal = '';
  const { orders, total } = await listConsoleOrders(
    { q, status, from, to, limit: PAGE_SIZE, offset },
    { client },
  ).catch((error: unknown) => {
    if (!(error instanceof ResponseError && error.status === 400)) throw error;
    refusal = consoleErrorMessage(error, locale);
    return { orders: [], total: 0 };
  });
  const base = localizedPath(locale, '/console/orders');
  const pageHref = (nextOffset: number) =>
    `${base}?${new URLSearchParams({ q, status: String(status), from, to, offset: String(nextOffset) })}`;
  const today = japanToday();
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl text-soil">{t.orders.heading}</h1>
      <form
        method="get"
        action={base}
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:grid-cols-5"
      >
        <div className="sm:col-span-2">
          <Field label={t.orders.query} htmlFor="orders-q">
            <input id="orders-q" name="q" defaultValue={q} maxLength={100} className={consoleInputClass} />
          </Field>
        </div>
        <Field label={t.orders.status} htmlFor="orders-status">
          <select
            id="orders-status"
            name="status"
            defaultValue={String(status)}
            className={consoleInputClass}
          >
            <option value="0">{t.common.all}</option>
            {Object.entries(t.orders.statuses).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.orders.from} htmlFor="orders-from">
          <input id="orders-from" name="from" type="date" defaultValue={from} className={consoleInputClass} />
        </Field>
        <Field label={t.orders.to} htmlFor="orders-to">
          <input id="orders-to" name="to" type="date" defaultValue={to} className={consoleInputClass} />
        </Field>
        <div className="sm:col-span-5">
          <button
            type="submit"
            className="rounded-lg bg-leaf-dark px-4 py-2 font-semibold text-sm text-white hover:bg-leaf"
          >
            {t.common.search}
          </button>
        </div>
      </form>
      <section aria-labelledby="orders-csv" className="rounded-xl bg-white p-4 ring-1 ring-line">
        <h2 id="orders-csv" className="mb-2 font-bold text-soil">
          {t.orders.csvHeading}
        </h2>
        <form
          method="get"
          action={localizedPath(locale, '/console/orders/export')}
          className="flex flex-wrap items-end gap-3"
        >
          <Field label={t.orders.from} htmlFor="csv-from">
            <input
              id="csv-from"
              name="from"
              type="date"
              required
              defaultValue={from || today}
              className={consoleInputClass}
            />
          </Field>
          <Field label={t.orders.to} htmlFor="csv-to">
            <input
              id="csv-to"
              name="to"
              type="date"
              required
              defaultValue={to || today}
              className={consoleInputClass}
            />
          </Field>
          <button
            type="submit"
            className="rounded-lg px-4 py-2 font-semibold text-sm text-soil ring-1 ring-line hover:bg-cream"
          >
            {t.orders.csvDownload}
          </button>
        </form>
      </section>
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg bg-persimmon-light px-3 py-2 font-semibold text-persimmon-dark text-sm"
        >
          {refusal}
        </p>
      ) : null}
      <p className="text-muted text-sm">{t.common.count(total)}</p>
      <ConsoleTable
        rows={orders}
        rowKey={(order) => order.id}
        empty={t.common.none}
        columns={[
          {
            heading: t.orders.columns.id,
            cell: (order) => (
              <Link
                href={localizedPath(locale, `/console/orders/${encodeURIComponent(order.id)}`)}
                className="font-mono text-leaf-dark underline"
              >
                {order.id}
              </Link>
            ),
          },
          {
            heading: t.orders.columns.orderedAt,
            cell: (order) => formatDateTime(order.orderedAt, locale, { year: true }),
          },
          {
            heading: t.orders.columns.customer,
            cell: (order) => (
              <>
                {order.customerName}
                <span className="block text-muted text-xs">{order.email}</span>
              </>
            ),
          },
          { heading: t.orders.columns.total, numeric: true, cell: (order) => t.common.yen(order.total) },
          {
            heading: t.orders.columns.status,
            cell: (order) => t.orders.statuses[order.status] ?? order.status,
          },
          {
            heading: t.orders.columns.boxes,
            numeric: true,
            cell: (order) => (order.boxCount > 0 ? `${order.shippedBoxCount} / ${order.boxCount}` : '—'),
          },
        ]}
      />
      <ConsolePager
        label={t.orders.heading}
        offset={offset}
        pageSize={PAGE_SIZE}
        total={total}
        href={pageHref}
        words={t.common}
      />
    </div>
  );
}
