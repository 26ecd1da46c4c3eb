import { prefectureOptions } from '@hatake/contract/values';
import Link from 'next/link';
import { ConsoleTable } from '@/components/console/console-table.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { listConsoleProducers } from '@/lib/api/console.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleTitle } from '@/lib/console/page.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = consoleTitle('producers');

/** The marche's producers (an administrator's: every marche's) with how many products each has. */
export default async function ConsoleProducersPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const { client } = await requireStaff(locale, '/console/producers');
  const { producers, total } = await listConsoleProducers({ limit: 200 }, { client });
  const prefectures = new Map<number, string>(prefectureOptions(locale).map((p) => [p.code, p.name]));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-soil">{t.producers.heading}</h1>
        <Link
          href={localizedPath(locale, '/console/producers/new')}
          className="rounded-lg bg-leaf-dark px-4 py-2 font-semibold text-sm text-white hover:bg-leaf"
        >
          {t.producers.add}
        </Link>
      </div>
      <p className="text-muted text-sm">{t.common.count(total)}</p>
      <ConsoleTable
        rows={producers}
        rowKey={(producer) => producer.id}
        empty={t.common.none}
        columns={[
          {
            heading: t.producers.columns.name,
            cell: (producer) => (
              <Link
                href={localizedPath(locale, `/console/producers/${encodeURIComponent(producer.id)}`)}
                className="text-leaf-dark underline"
              >
                {(locale === 'en' && producer.usernameEn) || producer.username}
              </Link>
            ),
          },
          {
            heading: t.producers.columns.place,
            cell: (producer) => `${prefectures.get(producer.prefectureCode) ?? ''} ${producer.city}`,
          },
          { heading: t.producers.columns.products, numeric: true, cell: (producer) => producer.productCount },
        ]}
      />
    </div>
  );
}
