import { Link } from '@/i18n/navigation.ts';

/** Quick category links under the page heading (`.chip` in globals.css: written twice per chip). */
export function CategoryChips({
  label,
  chips,
}: {
  label: string;
  chips: readonly { key: string; label: string; href: string; current: boolean }[];
}) {
  if (chips.length <= 1) return null;
  return (
    <nav aria-label={label} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'true' : undefined}
              className={chip.current ? 'chip chip-current' : 'chip'}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
