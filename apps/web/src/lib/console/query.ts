/** A search parameter as one string ('' when missing or repeated). */
export function queryText(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A list page's offset from the URL: a whole number from 0, else 0. */
export function pageOffset(value: string | string[] | undefined): number {
  const text = queryText(value);
  return /^\d{1,6}$/.test(text) ? Number(text) : 0;
}

/** Today in Japan, yyyy-mm-dd (the day the console's date filters and the CSV export count in). */
export function japanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
