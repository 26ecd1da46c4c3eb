'use client';

import { SEARCH_LIMITS } from '@hatake/contract/values';
import type { ItemsQuery } from '@/lib/catalogue/items-query.ts';
import { ChevronDownIcon, FilterIcon } from '../catalogue/icons.tsx';
import { FilterDisclosure } from './filter-disclosure.tsx';
import { ItemFilterForm } from './item-filter-form.tsx';

export type ItemFiltersText = {
  heading: string;
  category: string;
  productType: string;
  coordinator: string;
  allCategories: string;
  allProductTypes: string;
  allCoordinators: string;
  keyword: string;
  prefecture: string;
  allPrefectures: string;
  price: string;
  minPrice: string;
  maxPrice: string;
  apply: string;
  clear: string;
};

/** One choice of a filter: its id and its name in the page's language. */
export type FilterChoice = { id: string; name: string };

const selectClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil text-sm shadow-xs focus:border-leaf';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil text-sm shadow-xs focus:border-leaf';

/**
 * The /items filters, rendered once (a disclosure on small screens, the sidebar on desktop): a GET
 * form that works without JavaScript, whose result is a shareable URL holding the keywords, every
 * filter and the sort (docs/rules/search.md). Its fields start from the page's one query; the page
 * keys it by that query, so a chip, sort or page link followed without a page load shows the new
 * values instead of the old ones. Product types are grouped under their category.
 *
 * A client component taking only ids and names: as server markup its hundred-odd options and their
 * classes were written twice into /items (HTML and RSC payload, about 17 KB); as props the choices
 * are written once in the payload, and the markup only in the HTML.
 */
export function ItemFilters({
  action,
  query,
  categories,
  productTypes,
  coordinators,
  prefectures,
  activeCount,
  clearHref,
  text,
}: {
  action: string;
  query: ItemsQuery;
  categories: readonly FilterChoice[];
  productTypes: readonly (FilterChoice & { categoryId: string })[];
  coordinators: readonly FilterChoice[];
  prefectures: readonly { code: number; name: string }[];
  /** How many filters are set (a badge on the closed disclosure). */
  activeCount: number;
  clearHref?: string | undefined;
  text: ItemFiltersText;
}) {
  const typesByCategory = categories
    .map((category) => ({ category, types: productTypes.filter((t) => t.categoryId === category.id) }))
    .filter((group) => group.types.length > 0);
  const ungrouped = productTypes.filter((t) => !categories.some((c) => c.id === t.categoryId));
  const categoryOfType = Object.fromEntries(productTypes.map((t) => [t.id, t.categoryId]));

  return (
    <FilterDisclosure
      summary={
        <>
          <FilterIcon className="size-4.5 text-leaf" />
          {text.heading}
          {activeCount > 0 ? (
            <span className="rounded-full bg-leaf px-2 py-0.5 text-white text-xs">{activeCount}</span>
          ) : null}
          <ChevronDownIcon className="ml-auto size-4 transition group-open:rotate-180 lg:hidden" />
        </>
      }
    >
      <ItemFilterForm action={action} label={text.heading} categoryOfType={categoryOfType}>
        {query.sort !== 'recommend' ? <input type="hidden" name="sort" value={query.sort} /> : null}

        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          <label className="block font-semibold text-sm text-soil sm:col-span-3 lg:col-span-1">
            {text.keyword}
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={SEARCH_LIMITS.query}
              className={inputClass}
            />
          </label>

          <label className="block font-semibold text-sm text-soil">
            {text.category}
            <select name="category" defaultValue={query.categoryId ?? ''} className={selectClass}>
              <option value="">{text.allCategories}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>

          <label className="block font-semibold text-sm text-soil">
            {text.productType}
            <select name="type" defaultValue={query.productTypeId ?? ''} className={selectClass}>
              <option value="">{text.allProductTypes}</option>
              {typesByCategory.map(({ category, types }) => (
                <optgroup key={category.id} label={category.name}>
                  {types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </optgroup>
              ))}
              {ungrouped.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>

          <label className="block font-semibold text-sm text-soil">
            {text.coordinator}
            <select name="coordinator" defaultValue={query.coordinatorId ?? ''} className={selectClass}>
              <option value="">{text.allCoordinators}</option>
              {coordinators.map((coordinator) => (
                <option key={coordinator.id} value={coordinator.id}>
                  {coordinator.name}
                </option>
              ))}
            </select>
          </label>

          <label className="block font-semibold text-sm text-soil">
            {text.prefecture}
            <select
              name="prefecture"
              defaultValue={query.prefectureCode ? String(query.prefectureCode) : ''}
              className={selectClass}
            >
              <option value="">{text.allPrefectures}</option>
              {prefectures.map((prefecture) => (
                <option key={prefecture.code} value={prefecture.code}>
                  {prefecture.name}
                </option>
              ))}
            </select>
          </label>

          <fieldset className="sm:col-span-2 lg:col-span-1">
            <legend className="font-semibold text-sm text-soil">{text.price}</legend>
            <div className="mt-0.5 grid grid-cols-[1fr_auto_1fr] items-end gap-2">
              <label className="block text-muted text-xs">
                {text.minPrice}
                <input
                  type="number"
                  name="minPrice"
                  inputMode="numeric"
                  min={0}
                  max={SEARCH_LIMITS.price}
                  step={1}
                  defaultValue={query.minPrice ?? ''}
                  className={inputClass}
                />
              </label>
              <span aria-hidden="true" className="pb-3 text-muted">
                〜
              </span>
              <label className="block text-muted text-xs">
                {text.maxPrice}
                <input
                  type="number"
                  name="maxPrice"
                  inputMode="numeric"
                  min={0}
                  max={SEARCH_LIMITS.price}
                  step={1}
                  defaultValue={query.maxPrice ?? ''}
                  className={inputClass}
                />
              </label>
            </div>
          </fieldset>
        </div>

        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-leaf px-5 font-bold text-sm text-white shadow-sm transition hover:bg-leaf-dark"
          >
            {text.apply}
          </button>
          {clearHref ? (
            <a
              href={clearHref}
              className="inline-flex min-h-11 items-center px-2 font-semibold text-leaf-dark text-sm underline underline-offset-4 hover:text-soil"
            >
              {text.clear}
            </a>
          ) : null}
        </div>
      </ItemFilterForm>
    </FilterDisclosure>
  );
}
