import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyList } from '@/components/catalogue/empty-list.tsx';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { CataloguePagination } from '@/components/catalogue/pagination.tsx';
import { CategoryChips } from '@/components/product/category-chips.tsx';
import { ItemFiltersPanel } from '@/components/product/item-filters-panel.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { SortTabs } from '@/components/product/sort-tabs.tsx';
import { SearchTabs } from '@/components/search/search-tabs.tsx';
import { errorMessage, listProducts, ResponseError } from '@/lib/api/index.ts';
import type { ProductsResponse } from '@/lib/api/types.ts';
import { type FilterOptions, loadFilterOptions } from '@/lib/catalogue/filter-options.ts';
import {
  hasFilter,
  type ItemsQuery,
  itemsHref,
  parseItemsQuery,
  priceRangeInverted,
  type SearchParams,
  SORTS,
  withTypeCategory,
} from '@/lib/catalogue/items-query.ts';
import { allShown, localizedText, marcheShown } from '@/lib/i18n/content.ts';
import { withShownNames } from '@/lib/i18n/names.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { redirectPastLastPage } from '@/lib/page-range.ts';
import { PAGE_SIZE, pageCount, pageOffset } from '@/lib/pagination.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';

// Stock and prices change all the time: render per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const EMPTY: ProductsResponse = {
  products: [],
  coordinators: [],
  producers: [],
  categories: [],
  productTypes: [],
  productTags: [],
  total: 0,
};

/** `q=…&category=…&type=…&coordinator=…&prefecture=…&minPrice=…&maxPrice=…&page=…` (no sort) for canonical URLs. */
function canonicalQuery(query: ItemsQuery): string {
  const href = itemsHref({ ...query, sort: 'recommend' }, { page: query.page });
  return href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const query = parseItemsQuery(await searchParams);
  const [t, s, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'items' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  // A search names its words in the title (the tab, the history, a bookmark).
  const title = query.q ? s('pageTitle', { q: query.q }) : t('title');
  return pageMetadata({
    locale,
    path: '/items',
    query: canonicalQuery(query),
    title: query.page > 1 ? t('pageTitle', { title, page: query.page }) : title,
    description: t('description'),
    siteName: meta('siteName'),
  });
}

function loadProducts(query: ItemsQuery) {
  // An inverted price range would be the API's 400: the page says so and leaves prices out.
  const prices = priceRangeInverted(query) ? {} : { minPrice: query.minPrice, maxPrice: query.maxPrice };
  return listProducts({
    q: query.q,
    prefectureCode: query.prefectureCode,
    ...prices,
    limit: PAGE_SIZE,
    offset: pageOffset(query.page),
    coordinatorId: query.coordinatorId,
    // A product type implies its category; sending both could only contradict.
    categoryId: query.productTypeId ? undefined : query.categoryId,
    productTypeId: query.productTypeId,
    sort: query.sort,
  });
}

export default async function ItemsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const asked = parseItemsQuery(await searchParams);
  const [t, c, s] = await Promise.all([
    getTranslations('items'),
    getTranslations('catalogue'),
    getTranslations('search'),
  ]);

  const optionsPromise = loadFilterOptions().catch((error: unknown): FilterOptions | undefined => {
    console.error('loading /items filter options failed', error);
    return undefined;
  });
  let data = EMPTY;
  let loadError: string | undefined;
  try {
    data = { ...EMPTY, ...(await loadProducts(asked)) };
  } catch (error) {
    // An unknown marche id is a 404 from the API: that is simply an empty result.
    if (!(error instanceof ResponseError && error.status === 404)) {
      console.error('GET /v1/products failed', error);
      loadError = c('loadError', { message: errorMessage(error, locale) });
    }
  }
  if (!loadError) redirectPastLastPage(locale, '/items', await searchParams, asked.page, data.total);

  const loaded = await optionsPromise;
  // The one query every control is built from: a chosen type's category is the active category.
  const query = withTypeCategory(asked, loaded?.productTypes ?? []);
  // Category and type names in the page's language, for the chips and the filter form alike.
  const options = loaded && {
    ...loaded,
    categories: withShownNames(loaded.categories, locale),
    productTypes: withShownNames(loaded.productTypes, locale),
    coordinators: allShown(loaded.coordinators, locale, marcheShown),
  };
  const coordinators = new Map(
    data.coordinators.map((x) => [x.id, localizedText(x.marcheName, x.marcheNameEn, locale)]),
  );
  const producers = new Map(
    data.producers.map((x) => [x.id, localizedText(x.username, x.usernameEn, locale)]),
  );
  const from = data.total === 0 ? 0 : pageOffset(query.page) + 1;
  const to = pageOffset(query.page) + data.products.length;
  const activeCategory = query.categoryId;

  const inverted = priceRangeInverted(query);

  const chips = [
    {
      key: 'all',
      label: t('all'),
      href: itemsHref(query, { categoryId: undefined, productTypeId: undefined }),
      current: !activeCategory,
    },
    ...(options?.categories ?? []).map((category) => ({
      key: category.id,
      label: category.name,
      href: itemsHref(query, { categoryId: category.id, productTypeId: undefined }),
      current: activeCategory === category.id,
    })),
  ];

  return (
    <>
      <ListPageHeader namespace="items" path="/items" locale={locale}>
        <CategoryChips label={t('category')} chips={chips} />
      </ListPageHeader>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {options ? <ItemFiltersPanel locale={locale} query={query} options={options} /> : null}
        </aside>

        <section aria-labelledby="items-count" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-line border-b pb-3">
            <div>
              <h2 id="items-count" className="font-bold text-lg text-soil">
                {query.q
                  ? s('results', { q: query.q, total: data.total })
                  : t('count', { total: data.total })}
              </h2>
              {data.total > 0 ? (
                <p className="text-muted text-xs">
                  {c('pagination.summary', { total: data.total, from, to })}
                </p>
              ) : null}
            </div>
            <SortTabs
              label={t('sortLabel')}
              options={SORTS.map((sort) => ({
                key: sort,
                label: t(`sorts.${sort}`),
                href: itemsHref(query, { sort }),
                current: query.sort === sort,
              }))}
            />
          </div>

          {query.q ? (
            <SearchTabs
              label={s('tabsLabel')}
              current="products"
              tabs={{
                products: { label: s('inProducts'), href: itemsHref(query, {}) },
                experiences: {
                  label: s('inExperiences'),
                  href: `/experiences?${new URLSearchParams({ q: query.q })}`,
                },
              }}
            />
          ) : null}
          {inverted ? (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-soil ring-1 ring-amber-200"
            >
              {s('priceInverted')}
            </p>
          ) : null}

          {loadError ? (
            <div className="mt-6">
              <LoadError message={loadError} />
            </div>
          ) : data.products.length === 0 ? (
            <EmptyList
              message={t('empty')}
              reset={hasFilter(query) ? { href: '/items', label: t('emptyAction') } : undefined}
              className="mt-6"
            />
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-4">
              {data.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    locale={locale}
                    marcheName={coordinators.get(product.coordinatorId)}
                    producerName={producers.get(product.producerId)}
                    priority={index < 2}
                  />
                </li>
              ))}
            </ul>
          )}

          <CataloguePagination
            current={query.page}
            count={pageCount(data.total)}
            hrefFor={(page) => itemsHref(query, { page })}
          />
        </section>
      </div>
    </>
  );
}
