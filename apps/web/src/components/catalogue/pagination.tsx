import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation.ts';
import { pageItems } from '@/lib/pagination.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export type PaginationText = {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

const itemClass =
  'inline-flex size-11 items-center justify-center rounded-full font-semibold text-sm tabular-nums transition';

/** Page links (plain links: they work without JavaScript and are crawlable). */
export function Pagination({
  current,
  count,
  hrefFor,
  text,
}: {
  current: number;
  count: number;
  hrefFor: (page: number) => string;
  text: PaginationText;
}) {
  if (count <= 1) return null;
  const items = pageItems(current, count);
  return (
    <nav aria-label={text.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link
              href={hrefFor(current - 1)}
              rel="prev"
              aria-label={text.previous}
              className={`${itemClass} bg-white text-soil ring-1 ring-line hover:bg-leaf-light`}
            >
              <ChevronLeftIcon className="size-5" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${itemClass} text-line`}>
              <ChevronLeftIcon className="size-5" />
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-label={text.page(item)}
                aria-current={item === current ? 'page' : undefined}
                className={`${itemClass} ${
                  item === current
                    ? 'bg-soil text-white'
                    : 'bg-white text-soil ring-1 ring-line hover:bg-leaf-light'
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link
              href={hrefFor(current + 1)}
              rel="next"
              aria-label={text.next}
              className={`${itemClass} bg-white text-soil ring-1 ring-line hover:bg-leaf-light`}
            >
              <ChevronRightIcon className="size-5" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${itemClass} text-line`}>
              <ChevronRightIcon className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** {@link Pagination} of a catalogue list, in the catalogue's words (`catalogue.pagination`). */
export function CataloguePagination(props: {
  current: number;
  count: number;
  hrefFor: (page: number) => string;
}) {
  const c = useTranslations('catalogue');
  return (
    <Pagination
      {...props}
      text={{
        label: c('pagination.label'),
        previous: c('pagination.previous'),
        next: c('pagination.next'),
        page: (page) => c('pagination.page', { page }),
      }}
    />
  );
}
