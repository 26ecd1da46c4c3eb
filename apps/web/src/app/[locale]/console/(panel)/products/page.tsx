import { CONSOLE_PRODUCT_STATUS_FILTERS, CONSOLE_STOCK_FILTERS } from '@hatake/contract/values';
import Link from 'next/link';
import { consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { ConsolePager, ConsoleTable } from '@/components/console/console-table.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { listConsoleProducts } from '@/lib/api/console.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { type ConsolePageProps, consoleTitle } from '@/lib/console/page.ts';
import { pageOffset, queryText } from '@/lib/console/query.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

const PAGE_SIZE = 30;

export const generateMetadata = consoleTitle('products');

export default async function ConsoleProductsPage({ params, searchParams }: ConsolePageProps) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const query = await searchParams;
  const { client } = await requireStaff(locale, '/console/products', query);
  const q = queryText(query.q);
  const status = CONSOLE_PRODUCT_STATUS_FILTERS.find((value) => value === queryText(query.status)) ?? '';
  const stock = CONSOLE_STOCK_FILTERS.find((value) => value === queryText(query.stock)) ?? '';
  const offset = pageOffset(query.offset);
  const { products, total } = await listConsoleProducts(
    { q, status, stock, limit: PAGE_SIZE, offset },
    { client },
  );
  const base = localizedPath(locale, '/console/products');
  const pageHref = (next: number) =>
    `${base}?${new URLSearchParams({ q, status, stock, offset: String(next) })}`;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-soil">{t.products.heading}</h1>
        <Link
          href={localizedPath(locale, '/console/products/new')}
          className="rounded-lg bg-leaf-dark px-4 py-2 font-semibold text-sm text-white hover:bg-leaf"
        >
          {t.products.add}
        </Link>
      </div>
      <form
        method="get"
        action={base}
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <Field label={t.products.query} htmlFor="products-q">
            <input id="products-q" name="q" defaultValue={q} maxLength={128} className={consoleInputClass} />
          </Field>
        </div>
        <Field label={t.products.status} htmlFor="products-status">
          <select id="products-status" name="status" defaultValue={status} className={consoleInputClass}>
            <option value="">{t.common.all}</option>
            {CONSOLE_PRODUCT_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t.products.statuses[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.products.stock} htmlFor="products-stock">
          <select id="products-stock" name="stock" defaultValue={stock} className={consoleInputClass}>
            <option value="">{t.common.all}</option>
            {CONSOLE_STOCK_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t.products.stocks[value]}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-4">
          <button
            type="submit"
            className="rounded-lg bg-leaf-dark px-4 py-2 font-semibold text-sm text-white hover:bg-leaf"
          >
            {t.common.search}
          </button>
        </div>
      </form>
      <p className="text-muted text-sm">{t.common.count(total)}</p>
      <ConsoleTable
        rows={products}
        rowKey={(product) => product.id}
        empty={t.common.none}
        columns={[
          {
            heading: t.products.columns.name,
            cell: (product) => (
              <Link
                href={localizedPath(locale, `/console/products/${encodeURIComponent(product.id)}`)}
                className="flex items-center gap-3 text-leaf-dark underline"
              >
                {product.thumbnailUrl ? (
                  // biome-ignore lint/performance/noImgElement: a small thumbnail of an uploaded picture
                  <img
                    src={product.thumbnailUrl}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded object-cover"
                  />
                ) : null}
                {(locale === 'en' && product.nameEn) || product.name}
              </Link>
            ),
          },
          {
            heading: t.products.columns.price,
            numeric: true,
            cell: (product) => t.common.yen(product.price),
          },
          { heading: t.products.columns.inventory, numeric: true, cell: (product) => product.inventory },
          {
            heading: t.products.columns.state,
            cell: (product) => (product.public ? t.products.published : t.products.draft),
          },
        ]}
      />
      <ConsolePager
        label={t.products.heading}
        offset={offset}
        pageSize={PAGE_SIZE}
        total={total}
        href={pageHref}
        words={t.common}
      />
    </div>
  );
}
