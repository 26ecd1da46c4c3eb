import { SEARCH_LIMITS } from '@hatake/contract/values';
import type { Category, Coordinator, ProductType } from '@/lib/api/types.ts';
import type { ItemsQuery } from '@/lib/catalogue/items-query.ts';
import { FilterIcon } from '../catalogue/icons.tsx';

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

const selectClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil text-sm shadow-xs focus:border-leaf';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil text-sm shadow-xs focus:border-leaf';

/**
 * A plain GET form: it works without JavaScript, and the result is a shareable URL holding the
 * keywords, every filter and the sort (docs/rules/search.md). Product types are grouped under their
 * category.
 */

export function ItemFilters({
  action,
  query,
  categories,
  productTypes,
  coordinators,
  prefectures,
  clearHref,
  text,
  framed = true,
}: {
  action: string;
  query: ItemsQuery;
  categories: readonly Category[];
  productTypes: readonly ProductType[];
  coordinators: readonly Coordinator[];
  prefectures: readonly { code: number; name: string }[];
  clearHref?: string | undefined;
  text: ItemFiltersText;
  /** A white card with its own heading (desktop sidebar); unframed inside the mobile disclosure. */
  framed?: boolean;
}) {
  const typesByCategory = categories
    .map((category) => ({ category, types: productTypes.filter((t) => t.categoryId === category.id) }))
    .filter((group) => group.types.length > 0);
  const ungrouped = productTypes.filter((t) => !categories.some((c) => c.id === t.categoryId));

  return (
    <form
      action={action}
      method="get"
      aria-label={text.heading}
      className={framed ? 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line' : ''}
    >
      {framed ? (
        <h2 className="flex items-center gap-2 font-bold text-soil">
          <FilterIcon className="size-4.5 text-leaf" />
          {text.heading}
        </h2>
      ) : null}
      {query.sort !== 'recommend' ? <input type="hidden" name="sort" value={query.sort} /> : null}

      <div className={`${framed ? 'mt-4' : ''} grid gap-4 sm:grid-cols-3 lg:grid-cols-1`}>
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
                {coordinator.marcheName}
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
    </form>
  );
}
