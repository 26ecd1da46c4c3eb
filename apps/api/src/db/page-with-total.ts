import { count, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export type PageQuery = {
  where: SQL | undefined;
  orderBy: (SQL | PgColumn)[];
  limit: number;
  offset: number;
};

/**
 * One page of `table`'s rows and the number of all matching rows, in one statement: the page's
 * rows carry `count(*) over ()`, computed over every match before LIMIT. Only a page past the end
 * (no row to carry the count) costs a second, counting statement. A list call used to send the
 * page and the count as two statements, each with its own round trip and plan.
 */
export const pageWithTotal = async <T extends PgTable>(
  db: Executor,
  table: T,
  query: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> => {
  const found = await db
    .select({ row: getTableColumns(table), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const rows = found.map((item) => item.row as T['$inferSelect']);
  const first = found[0];
  if (first) return { rows, total: first.total };
  if (query.offset === 0) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(query.where);
  return { rows, total: counted?.total ?? 0 };
};
