import { listCoordinators, listProducts } from '../api/catalogue.ts';
import type { Category, Coordinator, ProductType } from '../api/types.ts';

export type FilterOptions = {
  categories: Category[];
  productTypes: ProductType[];
  coordinators: Coordinator[];
};

const TTL_MS = 60_000;
const MAX = 200;

let cached: { value: Promise<FilterOptions>; expires: number } | undefined;

/**
 * Categories, product types and marches to filter /items by. The API has no taxonomy endpoint, so
 * they are collected from the side-loaded lists of `GET /v1/coordinators` and `GET /v1/products`
 * (up to 200 each) and kept in memory for a minute: they change rarely and every list page needs them.
 */
export function loadFilterOptions(now = Date.now()): Promise<FilterOptions> {
  if (cached && cached.expires > now) return cached.value;
  const value = fetchFilterOptions();
  cached = { value, expires: now + TTL_MS };
  // Never keep a failure: the next request tries again.
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

async function fetchFilterOptions(): Promise<FilterOptions> {
  const init: RequestInit = { cache: 'no-store' };
  const [coordinators, products] = await Promise.all([
    listCoordinators({ limit: MAX, offset: 0 }, { init }),
    listProducts({ limit: MAX, offset: 0 }, { init }),
  ]);
  return mergeFilterOptions(
    coordinators.coordinators,
    [...coordinators.productTypes, ...products.productTypes],
    products.categories,
  );
}

/** Distinct by id; categories that have product types first, types grouped in category order. */
export function mergeFilterOptions(
  coordinators: readonly Coordinator[],
  productTypes: readonly ProductType[],
  categories: readonly Category[],
): FilterOptions {
  const byId = <T extends { id: string }>(list: readonly T[]) => [
    ...new Map(list.map((x) => [x.id, x])).values(),
  ];
  const cats = byId(categories);
  const order = new Map(cats.map((c, i) => [c.id, i]));
  const types = byId(productTypes).sort(
    (a, b) => (order.get(a.categoryId) ?? 999) - (order.get(b.categoryId) ?? 999),
  );
  return { categories: cats, productTypes: types, coordinators: byId(coordinators) };
}
