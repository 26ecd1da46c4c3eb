import type {
  ConsoleProduct,
  CreateConsoleProductRequest,
  UpdateConsoleProductRequest,
} from '@hatake/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { producers, products, productTags, productTypes } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';
import { marcheOfNewEntry, recordAudit } from '../staff/index.ts';
import { assertConsoleMedia } from './media.ts';
import { presentConsoleProduct } from './present.ts';
import { normaliseMedia, type ProductDraft, productProblem } from './product-rules.ts';
import { lockProductInScope } from './scope.ts';

type Fields = UpdateConsoleProductRequest;

const fromSeconds = (value: number): Date => new Date(value * 1000);

/** Checks the references a change names (producer of the marche, type, tags, media) and answers the category. */
const checkReferences = async (
  tx: Transaction,
  coordinatorId: string,
  fields: Fields,
  keptMedia: ReadonlySet<string>,
): Promise<{ categoryId?: string }> => {
  if (fields.producerId !== undefined) {
    const [producer] = await tx
      .select({ id: producers.id })
      .from(producers)
      .where(
        and(
          eq(producers.id, fields.producerId),
          eq(producers.coordinatorId, coordinatorId),
          isNull(producers.deletedAt),
        ),
      )
      .limit(1);
    if (!producer) throw invalidArgument('producerId is not a producer of this marche');
  }
  let categoryId: string | undefined;
  if (fields.productTypeId !== undefined) {
    const [type] = await tx
      .select({ categoryId: productTypes.categoryId })
      .from(productTypes)
      .where(eq(productTypes.id, fields.productTypeId))
      .limit(1);
    if (!type) throw invalidArgument('productTypeId is not a product type');
    categoryId = type.categoryId;
  }
  if (fields.productTagIds !== undefined && fields.productTagIds.length > 0) {
    const found = await tx
      .select({ id: productTags.id })
      .from(productTags)
      .where(inArray(productTags.id, fields.productTagIds));
    if (found.length !== new Set(fields.productTagIds).size)
      throw invalidArgument('productTagIds names an unknown tag');
  }
  if (fields.media !== undefined) {
    await assertConsoleMedia(
      tx,
      fields.media.map((item, index) => ({ field: `media[${index}].url`, url: item.url })),
      keptMedia,
    );
  }
  return categoryId === undefined ? {} : { categoryId };
};

/** The stored columns of the fields a request sets (only those present). */
const columnsOf = (fields: Fields) => ({
  ...(fields.producerId !== undefined && { producerId: fields.producerId }),
  ...(fields.productTypeId !== undefined && { productTypeId: fields.productTypeId }),
  ...(fields.productTagIds !== undefined && { productTagIds: fields.productTagIds }),
  ...(fields.name !== undefined && { name: fields.name.trim() }),
  ...(fields.description !== undefined && { description: fields.description }),
  ...(fields.nameEn !== undefined && { nameEn: fields.nameEn.trim() }),
  ...(fields.descriptionEn !== undefined && { descriptionEn: fields.descriptionEn }),
  ...(fields.media !== undefined && { media: normaliseMedia(fields.media) }),
  ...(fields.price !== undefined && { price: fields.price }),
  ...(fields.cost !== undefined && { cost: fields.cost }),
  ...(fields.weightGrams !== undefined && { weight: fields.weightGrams }),
  ...(fields.itemUnit !== undefined && { itemUnit: fields.itemUnit }),
  ...(fields.itemDescription !== undefined && { itemDescription: fields.itemDescription }),
  ...(fields.deliveryType !== undefined && { deliveryType: fields.deliveryType }),
  ...(fields.storageMethodType !== undefined && { storageMethodType: fields.storageMethodType }),
  ...(fields.expirationDate !== undefined && { expirationDate: fields.expirationDate }),
  ...(fields.recommendedPoint1 !== undefined && { recommendedPoint1: fields.recommendedPoint1 }),
  ...(fields.recommendedPoint2 !== undefined && { recommendedPoint2: fields.recommendedPoint2 }),
  ...(fields.recommendedPoint3 !== undefined && { recommendedPoint3: fields.recommendedPoint3 }),
  ...(fields.box60Rate !== undefined && { box60Rate: fields.box60Rate }),
  ...(fields.box80Rate !== undefined && { box80Rate: fields.box80Rate }),
  ...(fields.box100Rate !== undefined && { box100Rate: fields.box100Rate }),
  ...(fields.originPrefectureCode !== undefined && { originPrefectureCode: fields.originPrefectureCode }),
  ...(fields.originCity !== undefined && { originCity: fields.originCity }),
  ...(fields.startAt !== undefined && { startAt: fromSeconds(fields.startAt) }),
  ...(fields.endAt !== undefined && { endAt: fromSeconds(fields.endAt) }),
});

const assertValid = (product: ProductDraft) => {
  const problem = productProblem(product);
  if (problem) throw invalidArgument(problem);
};

/** POST /v1/console/products: a new product of the marche (a draft unless `public`), audited. */
export const createConsoleProduct = async (
  db: Database,
  staff: StaffPrincipal,
  body: CreateConsoleProductRequest,
  requestId = '',
  now: Date = new Date(),
): Promise<ConsoleProduct> =>
  db.transaction(async (tx) => {
    const coordinatorId = await marcheOfNewEntry(tx, staff, body.coordinatorId);
    const { categoryId } = await checkReferences(tx, coordinatorId, body, new Set());
    if (!categoryId) throw invalidArgument('productTypeId is not a product type');
    assertValid(body);
    const columns = columnsOf(body);
    const [row] = await tx
      .insert(products)
      .values({
        ...columns,
        producerId: body.producerId,
        productTypeId: body.productTypeId,
        name: body.name.trim(),
        price: body.price,
        deliveryType: body.deliveryType,
        storageMethodType: body.storageMethodType,
        originPrefectureCode: body.originPrefectureCode,
        startAt: fromSeconds(body.startAt),
        endAt: fromSeconds(body.endAt),
        coordinatorId,
        categoryId,
        inventory: body.inventory ?? 0,
        public: body.public ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('product insert returned no row');
    const after = presentConsoleProduct(row, now);
    await recordAudit(
      tx,
      staff,
      { action: 'product.create', entityType: 'product', entityId: row.id, before: null, after },
      requestId,
    );
    return after;
  });

/** PATCH /v1/console/products/{productId}: the fields sent, checked as the product would be saved, audited. */
export const updateConsoleProduct = async (
  db: Database,
  staff: StaffPrincipal,
  productId: string,
  fields: UpdateConsoleProductRequest,
  requestId = '',
  now: Date = new Date(),
): Promise<ConsoleProduct> =>
  db.transaction(async (tx) => {
    const current = await lockProductInScope(tx, staff, productId);
    const kept = new Set(current.media.map((item) => item.url));
    const { categoryId } = await checkReferences(tx, current.coordinatorId, fields, kept);
    const columns = { ...columnsOf(fields), ...(categoryId && { categoryId }) };
    const before = presentConsoleProduct(current, now);
    assertValid(presentConsoleProduct({ ...current, ...columns }, now));
    const [row] = await tx
      .update(products)
      .set({ ...columns, updatedAt: now })
      .where(eq(products.id, productId))
      .returning();
    if (!row) throw notFound('product');
    const after = presentConsoleProduct(row, now);
    await recordAudit(
      tx,
      staff,
      { action: 'product.update', entityType: 'product', entityId: productId, before, after },
      requestId,
    );
    return after;
  });

/** Publishes (`true`) or unpublishes a product, audited. Unpublished = hidden from the storefront at once. */
export const setProductPublic = async (
  db: Database,
  staff: StaffPrincipal,
  productId: string,
  publish: boolean,
  requestId = '',
  now: Date = new Date(),
): Promise<ConsoleProduct> =>
  db.transaction(async (tx) => {
    const current = await lockProductInScope(tx, staff, productId);
    const before = presentConsoleProduct(current, now);
    const [row] = await tx
      .update(products)
      .set({ public: publish, updatedAt: now })
      .where(eq(products.id, productId))
      .returning();
    if (!row) throw notFound('product');
    const after = presentConsoleProduct(row, now);
    await recordAudit(
      tx,
      staff,
      {
        action: publish ? 'product.publish' : 'product.unpublish',
        entityType: 'product',
        entityId: productId,
        before: { public: before.public, status: before.status },
        after: { public: after.public, status: after.status },
      },
      requestId,
    );
    return after;
  });
