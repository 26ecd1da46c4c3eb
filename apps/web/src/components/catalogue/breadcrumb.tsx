import { Link } from '@/i18n/navigation.ts';

export type Crumb = { label: string; href?: string | undefined };

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="text-muted text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.href ?? ''}|${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {item.href && !last ? (
                <Link href={item.href} className="underline-offset-4 hover:text-leaf-dark hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="line-clamp-1 text-soil">
                  {item.label}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-line">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
