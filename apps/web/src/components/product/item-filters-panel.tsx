import { prefectureOptions } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { FilterOptions } from '@/lib/catalogue/filter-options.ts';
import {
  activeFilterCount,
  type ItemsQuery,
  itemsHref,
  withoutFilters,
} from '@/lib/catalogue/items-query.ts';
import { ItemFilters } from './item-filters.tsx';

/**
 * The /items filter form with its words and choices: the page hands it the one query and the
 * options (names already in the page's language). Keyed by the query, so a link followed without a
 * page load shows the new values.
 */
export function ItemFiltersPanel({
  locale,
  query,
  options,
}: {
  locale: Locale;
  query: ItemsQuery;
  options: FilterOptions;
}) {
  const t = useTranslations('items');
  const s = useTranslations('search');
  const activeCount = activeFilterCount(query);
  return (
    <ItemFilters
      key={itemsHref(query, { page: 1 })}
      action={localizedPath(locale, '/items')}
      query={query}
      activeCount={activeCount}
      // Ids and names only: the form is a client component, and these are its payload.
      categories={options.categories.map(({ id, name }) => ({ id, name }))}
      productTypes={options.productTypes.map(({ id, name, categoryId }) => ({ id, name, categoryId }))}
      coordinators={options.coordinators.map(({ id, marcheName }) => ({ id, name: marcheName }))}
      prefectures={prefectureOptions(locale)}
      // Clearing the filters keeps the keywords (they have their own box).
      clearHref={activeCount > 0 ? localizedPath(locale, itemsHref(withoutFilters(query), {})) : undefined}
      text={{
        heading: t('filtersHeading'),
        category: t('category'),
        productType: t('productType'),
        coordinator: t('coordinator'),
        allCategories: t('allCategories'),
        allProductTypes: t('allProductTypes'),
        allCoordinators: t('allCoordinators'),
        keyword: s('keyword'),
        prefecture: s('prefecture'),
        allPrefectures: s('allPrefectures'),
        price: s('price'),
        minPrice: s('minPrice'),
        maxPrice: s('maxPrice'),
        apply: t('apply'),
        clear: t('clear'),
      }}
    />
  );
}
