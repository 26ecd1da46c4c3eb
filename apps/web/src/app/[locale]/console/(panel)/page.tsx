import Link from 'next/link';
import { localizedPath } from '@/i18n/routing.ts';
import { listConsoleOrders, listConsoleProducts } from '@/lib/api/console.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleTitle } from '@/lib/console/page.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = { params: Promise<{ locale: string }> };

const PREPARING = 2;

export const generateMetadata = consoleTitle('home');

/**
 * The console's first page: what needs doing today — orders to ship, products running out, drafts
 * not yet published — each a link to the list that shows them.
 */
export default async function ConsoleHome({ params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const { client } = await requireStaff(locale, '/console');
  const [toShip, low, soldOut, drafts] = await Promise.all([
    listConsoleOrders({ status: PREPARING, limit: 1 }, { client }),
    listConsoleProducts({ stock: 'low', limit: 1 }, { client }),
    listConsoleProducts({ stock: 'soldOut', limit: 1 }, { client }),
    listConsoleProducts({ status: 'private', limit: 1 }, { client }),
  ]);
  const cards = [
    { label: t.home.toShip, count: toShip.total, href: `/console/orders?status=${PREPARING}` },
    { label: t.home.lowStock, count: low.total, href: '/console/products?stock=low' },
    { label: t.home.soldOut, count: soldOut.total, href: '/console/products?stock=soldOut' },
    { label: t.home.drafts, count: drafts.total, href: '/console/products?status=private' },
  ];
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl text-soil">{t.home.heading}</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={localizedPath(locale, card.href)}
              className="grid gap-1 rounded-xl bg-white p-4 ring-1 ring-line hover:ring-leaf"
            >
              <span className="text-sm text-soil">{card.label}</span>
              <span className="font-bold text-3xl text-leaf-dark tabular-nums">{card.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
