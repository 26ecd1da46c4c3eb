import type { ConsoleTaxonomyResponse } from '@hatake/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, coordinators, productTags, productTypes } from '../../db/schema/index.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';

/**
 * What the console's product form chooses from: every category, product type and tag (name order),
 * and the marches in the staff's scope (a coordinator's own; every live marche for an administrator).
 */
export const consoleTaxonomy = async (
  db: Executor,
  staff: StaffPrincipal,
): Promise<ConsoleTaxonomyResponse> => {
  const marcheConditions = [isNull(coordinators.deletedAt)];
  if (staff.role !== 'administrator') marcheConditions.push(eq(coordinators.id, staff.coordinatorId ?? ''));
  const [categoryRows, typeRows, tagRows, marches] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
      .from(categories)
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({
        id: productTypes.id,
        name: productTypes.name,
        nameEn: productTypes.nameEn,
        iconUrl: productTypes.iconUrl,
        categoryId: productTypes.categoryId,
      })
      .from(productTypes)
      .orderBy(asc(productTypes.name), asc(productTypes.id)),
    db
      .select({ id: productTags.id, name: productTags.name, nameEn: productTags.nameEn })
      .from(productTags)
      .orderBy(asc(productTags.name), asc(productTags.id)),
    db
      .select({
        id: coordinators.id,
        marcheName: coordinators.marcheName,
        marcheNameEn: coordinators.marcheNameEn,
      })
      .from(coordinators)
      .where(and(...marcheConditions))
      .orderBy(asc(coordinators.createdAt), asc(coordinators.id)),
  ]);
  return { categories: categoryRows, productTypes: typeRows, productTags: tagRows, marches };
};
