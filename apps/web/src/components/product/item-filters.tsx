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
  apply: string;
  clear: string;
};

const selectClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil text-sm shadow-xs focus:border-leaf';

/**
 * A plain GET form: it works without JavaScript, and the result is a shareable URL.
 * Product types are grouped under their category.
 */

export function ItemFilters({
  action,
  query,
  categories,
  productTypes,
  coordinators,
  clearHref,
  text,
  framed = true,
}: {
  action: string;
  query: ItemsQuery;
  categories: readonly Category[];
  productTypes: readonly ProductType[];
  coordinators: readonly Coordinator[];
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
