import { JsonLd } from '@/components/seo/json-ld.tsx';
import { Link } from '@/i18n/navigation.ts';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

/** `href` is a locale-less path (`/items`); the current page's own path may be given for JSON-LD. */
export type Crumb = { label: string; href?: string | undefined };

/**
 * Breadcrumb trail; the last crumb is the current page (never a link). With `locale`, the same
 * crumbs also go out as a schema.org BreadcrumbList (JSON-LD, a data block that needs no CSP nonce),
 * each crumb that has an `href` with its absolute URL in that locale.
 */
export function Breadcrumb({
  label,
  items,
  locale,
  tone = 'light',
}: {
  label: string;
  items: readonly Crumb[];
  locale?: Locale | undefined;
  /** `dark` for white text on a dark banner. */
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <>
      {locale ? (
        <JsonLd
          data={breadcrumbJsonLd(
            items.flatMap((item) =>
              item.href ? [{ name: item.label, url: absoluteUrl(localizedPath(locale, item.href)) }] : [],
            ),
          )}
        />
      ) : null}
      <nav aria-label={label} className={`text-sm ${dark ? 'text-white/85' : 'text-muted'}`}>
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${item.href ?? ''}|${item.label}`} className="crumb">
                {item.href && !last ? (
                  <Link
                    href={item.href}
                    className={dark ? 'crumb-link hover:text-white' : 'crumb-link hover:text-leaf-dark'}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={`line-clamp-1 ${dark ? 'text-white' : 'text-soil'}`}
                  >
                    {item.label}
                  </span>
                )}
                {last ? null : (
                  <span aria-hidden="true" className={dark ? 'text-white/50' : 'text-line'}>
                    /
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
