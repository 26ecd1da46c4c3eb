import type { ProductTag, ProductType } from '@hatake/contract';
import { listProducts } from '@/lib/api/catalogue.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { listConsoleProducers } from '@/lib/api/console.ts';

/**
 * What the product form offers to choose from: the marche's producers (console API), and the
 * product types and tags the catalogue names (the public list's side-loads, up to its 200-product
 * page: every type and tag a product uses).
 */
export async function productFormChoices(
  client: ApiClient,
  coordinatorId: string | undefined,
): Promise<{
  producers: { id: string; username: string }[];
  productTypes: ProductType[];
  productTags: ProductTag[];
}> {
  const [producers, catalogue] = await Promise.all([
    listConsoleProducers({ limit: 200, ...(coordinatorId ? { coordinatorId } : {}) }, { client }),
    listProducts({ limit: 200 }),
  ]);
  return {
    producers: producers.producers.map(({ id, username }) => ({ id, username })),
    productTypes: catalogue.productTypes,
    productTags: catalogue.productTags,
  };
}
