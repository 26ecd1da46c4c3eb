import type { Locale } from '@/i18n/routing.ts';
import { formatWeekdays, WEEK_MONDAY_FIRST, weekdayShortName } from '@/lib/format.ts';

/** The week as seven circles, open days filled; screen readers get the list of open days. */
export function BusinessDays({
  days,
  locale,
  label,
}: {
  days: readonly number[];
  locale: Locale;
  label: string;
}) {
  const open = new Set(days);
  const names = formatWeekdays(days, locale);
  return (
    <div>
      <p className="sr-only">
        {label}: {names.join(locale === 'ja' ? '、' : ', ')}
      </p>
      <ul aria-hidden="true" className="flex gap-1.5">
        {WEEK_MONDAY_FIRST.map((day) => (
          <li
            key={day}
            className={`flex size-9 items-center justify-center rounded-full font-bold text-xs ${
              open.has(day)
                ? day === 0
                  ? 'bg-persimmon-dark text-white'
                  : 'bg-leaf text-white'
                : 'bg-cream-dark text-muted line-through decoration-1'
            }`}
          >
            {weekdayShortName(day, locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}
