import { notFound } from 'next/navigation';
import { ConsolePager } from '@/components/console/console-table.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { listAudit } from '@/lib/api/console.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { type ConsolePageProps, consoleTitle } from '@/lib/console/page.ts';
import { pageOffset } from '@/lib/console/query.ts';
import { formatDateTime } from '@/lib/format.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

const PAGE_SIZE = 50;

export const generateMetadata = consoleTitle('audit');

/** Every console write, newest first, with what it changed (administrators only). */
export default async function ConsoleAuditPage({ params, searchParams }: ConsolePageProps) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const query = await searchParams;
  const { staff, client } = await requireStaff(locale, '/console/audit', query);
  if (staff.role !== 'administrator') notFound();
  const offset = pageOffset(query.offset);
  const { entries, total } = await listAudit({ limit: PAGE_SIZE, offset }, { client });
  const base = localizedPath(locale, '/console/audit');
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl text-soil">{t.audit.heading}</h1>
      <p className="text-muted text-sm">{t.common.count(total)}</p>
      <ol className="grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-line">
            <p>
              <span className="font-semibold">{formatDateTime(entry.createdAt, locale, { year: true })}</span>
              ・{entry.staffEmail}（{t.roles[entry.role]}）・<code>{entry.action}</code>・{entry.entityType}{' '}
              {entry.entityId}
            </p>
            <details className="mt-1">
              <summary className="cursor-pointer text-leaf-dark">JSON</summary>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-cream p-2 text-xs">
                {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
      <ConsolePager
        label={t.audit.heading}
        offset={offset}
        pageSize={PAGE_SIZE}
        total={total}
        href={(next) => `${base}?offset=${next}`}
        words={t.common}
      />
    </div>
  );
}
