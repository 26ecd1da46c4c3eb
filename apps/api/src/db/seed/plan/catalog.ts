/** The catalogue's vocabularies (categories, product types and tags, experience and spot types) and the payment systems. */
import { PaymentProviderType } from '../../enums.ts';
import { CATEGORIES, EXPERIENCE_TYPES, PRODUCT_TAGS, PRODUCT_TYPES, SPOT_TYPES } from '../content/catalog.ts';
import { PAYMENT_SYSTEMS } from '../content/payment-systems.ts';
import { SIZE } from '../images.ts';
import type { SeedPlan } from './context.ts';

/** Categories, product types (with their icons), product tags, experience and spot types, payment systems. */
export const planCatalog = (plan: SeedPlan): void => {
  const { at, pictures, rows, categoryIds, typeIds, tagIds, experienceTypeIds, spotTypeIds } = plan;
  rows.categories.push(
    ...CATEGORIES.map((c) => ({ id: categoryIds.create(c.key), name: c.name, nameEn: c.nameEn })),
  );
  rows.productTypes.push(
    ...PRODUCT_TYPES.map((t) => ({
      id: typeIds.create(t.key),
      categoryId: categoryIds.get(t.category),
      name: t.name,
      nameEn: t.nameEn,
      iconUrl: pictures.url({ kind: 'icon', motif: t.icon.motif, palette: t.icon.palette }, SIZE.icon),
    })),
  );
  rows.productTags.push(
    ...PRODUCT_TAGS.map((t) => ({ id: tagIds.create(t.key), name: t.name, nameEn: t.nameEn })),
  );
  rows.experienceTypes.push(
    ...EXPERIENCE_TYPES.map((t) => ({ id: experienceTypeIds.create(t.key), name: t.name, nameEn: t.nameEn })),
  );
  rows.spotTypes.push(
    ...SPOT_TYPES.map((t) => ({ id: spotTypeIds.create(t.key), name: t.name, nameEn: t.nameEn })),
  );
  rows.paymentSystems.push(
    ...PAYMENT_SYSTEMS.map((p) => ({
      methodType: p.methodType,
      providerType: PaymentProviderType.SANDBOX,
      status: p.status,
      createdAt: at(-365),
    })),
  );
};
