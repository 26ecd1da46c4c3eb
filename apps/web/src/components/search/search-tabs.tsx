import { Link } from '@/i18n/navigation.ts';

type Tab = { label: string; href: string };

/**
 * Products | Experiences for the same keywords: two links (each a page of its own), the current one
 * marked with aria-current. `href`s are paths without the locale prefix.
 */
export function SearchTabs({
  label,
  current,
  tabs,
}: {
  label: string;
  current: 'products' | 'experiences';
  tabs: { products: Tab; experiences: Tab };
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex gap-2">
        {(['products', 'experiences'] as const).map((key) => {
          const tab = tabs[key];
          const active = key === current;
          return (
            <li key={key}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-sm transition ${
                  active
                    ? 'bg-soil text-white'
                    : 'bg-white text-soil ring-1 ring-line hover:text-leaf-dark hover:ring-leaf'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
