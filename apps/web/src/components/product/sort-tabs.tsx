import { Link } from '@/i18n/navigation.ts';

/**
 * Sort orders as links (the current one marked), so sorting works without JavaScript. `.sort-tab` in
 * globals.css: a tab is written twice, in the HTML and in the RSC payload.
 */
export function SortTabs({
  label,
  options,
}: {
  label: string;
  options: readonly { key: string; label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex min-w-0 max-w-full items-center gap-2 text-sm">
      <span aria-hidden="true" className="hidden whitespace-nowrap text-muted sm:inline">
        {label}:
      </span>
      <ul className="flex min-w-0 gap-1 overflow-x-auto">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              href={option.href}
              aria-current={option.current ? 'true' : undefined}
              className={option.current ? 'sort-tab sort-tab-current' : 'sort-tab'}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
