import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type PrefectureCode, ShippingEstimateQuery, ShippingEstimateResponse } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { BAD_REQUEST, idParam, NOT_FOUND } from '../../lib/http-schemas.ts';
import { effectiveShipping } from '../coordinators/index.ts';
import { estimateShipping } from './estimate.ts';

/** The estimate for a public, not deleted product (the ones its page shows); anything else is 404. */
export const productShippingEstimate = async (
  db: Database,
  productId: string,
  prefectureCode: PrefectureCode,
): Promise<ShippingEstimateResponse> => {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.public, true), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound('product');
  const shipping = await effectiveShipping(db, row.coordinatorId);
  return {
    productId: row.id,
    coordinatorId: row.coordinatorId,
    prefectureCode,
    price: row.price,
    ...estimateShipping(row, shipping, prefectureCode),
  };
};

export const shippingEstimateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/:productId/shipping-estimate',
    {
      schema: {
        tags: ['products'],
        summary: 'Shipping fee of one unit of a product to a prefecture',
        description:
          'What the cart would charge to ship one unit of the product to `prefectureCode` (1–47): the ' +
          'unit packed as the cart packs it, priced with the shop’s shipping settings, the unit’s ' +
          'price as the subtotal for the free-shipping rule. `shippingFee` null: the shop does not ' +
          'ship there. `freeShippingThreshold`: the shop’s free-shipping subtotal, null when it has ' +
          'none. Private or deleted products are 404.',
        params: Type.Object({ productId: idParam('product id') }),
        querystring: ShippingEstimateQuery,
        response: { 200: ShippingEstimateResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) =>
      productShippingEstimate(app.db, request.params.productId, request.query.prefectureCode),
  );
};
