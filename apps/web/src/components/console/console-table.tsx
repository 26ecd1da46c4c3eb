import Link from 'next/link';
import type { ReactNode } from 'react';

export type Column<Row> = {
  heading: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

/** A console list: one row per item, headed columns, horizontally scrollable on a narrow screen. */
export function ConsoleTable<Row>({
  rows,
  columns,
  rowKey,
  empty,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  const align = (column: Column<Row>) => (column.numeric ? 'px-3 py-2 text-right tabular-nums' : 'px-3 py-2');
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-cream text-soil">
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className={align(column)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-line border-t">
              {columns.map((column) => (
                <td key={column.heading} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next links of a console list, by offset. */
export function ConsolePager({
  label,
  offset,
  pageSize,
  total,
  href,
  words,
}: {
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  href: (offset: number) => string;
  words: { previous: string; next: string };
}) {
  return (
    <nav aria-label={label} className="flex gap-3">
      {offset > 0 ? <Link href={href(Math.max(0, offset - pageSize))}>{words.previous}</Link> : null}
      {offset + pageSize < total ? <Link href={href(offset + pageSize)}>{words.next}</Link> : null}
    </nav>
  );
}

/** The "back to the list" link above a console detail page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <Link href={href} className="text-leaf-dark text-sm underline">
        {label}
      </Link>
    </p>
  );
}
