import { Link } from '@/i18n/navigation.ts';

/** Quick category links under the page heading. */
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
              className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-4 font-semibold text-sm ring-1 transition ${
                chip.current
                  ? 'bg-leaf text-white ring-leaf'
                  : 'bg-white text-soil ring-line hover:bg-leaf-light hover:text-leaf-dark hover:ring-leaf/40'
              }`}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
