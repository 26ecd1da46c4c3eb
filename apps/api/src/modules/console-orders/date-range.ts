/**
 * The console's order date filters (docs/console-orders.md#list): `from` and `to` are Japan-time
 * days written `yyyy-mm-dd`, both included; an order is in the range when it was placed on or after
 * `from`'s midnight and before the midnight after `to` (Japan time, UTC+9).
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Milliseconds of Japan-time midnight starting `yyyy-mm-dd`, or null when it is no calendar day (2026-02-30). */
export const japanMidnight = (day: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date)
    return null;
  return utc - JST_OFFSET_MS;
};

export type DateRange = { from: Date | null; until: Date | null };

export type DateRangeResult = { ok: true; range: DateRange } | { ok: false; detail: string };

/**
 * The instants `[from, until)` of the days `from`..`to` ("" = open on that side). A day that does
 * not exist, or `to` before `from`, is refused naming the field; `maxDays` caps the span.
 */
export const japanDayRange = (from: string, to: string, maxDays?: number): DateRangeResult => {
  const start = from ? japanMidnight(from) : null;
  if (from && start === null) return { ok: false, detail: 'from must be a calendar day, yyyy-mm-dd' };
  const end = to ? japanMidnight(to) : null;
  if (to && end === null) return { ok: false, detail: 'to must be a calendar day, yyyy-mm-dd' };
  if (start !== null && end !== null && end < start)
    return { ok: false, detail: 'to must not be before from' };
  if (maxDays !== undefined && (start === null || end === null || (end - start) / DAY_MS + 1 > maxDays))
    return { ok: false, detail: `from and to must span at most ${maxDays} days` };
  return {
    ok: true,
    range: {
      from: start === null ? null : new Date(start),
      until: end === null ? null : new Date(end + DAY_MS),
    },
  };
};
