import type { ConsoleTaxonomyResponse } from '@hatake/contract';
import type { ApiClient } from '@/lib/api/client.ts';
import { getConsoleTaxonomy, listConsoleProducers } from '@/lib/api/console.ts';

export type ProductFormChoices = Pick<ConsoleTaxonomyResponse, 'productTypes' | 'productTags' | 'marches'> & {
  producers: { id: string; username: string }[];
};

/**
 * What the product form offers to choose from: the marche's producers, and every product type and
 * tag with the marches in the staff member's scope (GET /v1/console/taxonomy).
 */
export async function productFormChoices(
  client: ApiClient,
  coordinatorId: string | undefined,
): Promise<ProductFormChoices> {
  const [producers, taxonomy] = await Promise.all([
    listConsoleProducers({ limit: 200, ...(coordinatorId ? { coordinatorId } : {}) }, { client }),
    getConsoleTaxonomy({ client }),
  ]);
  return {
    producers: producers.producers.map(({ id, username }) => ({ id, username })),
    productTypes: taxonomy.productTypes,
    productTags: taxonomy.productTags,
    marches: taxonomy.marches,
  };
}
