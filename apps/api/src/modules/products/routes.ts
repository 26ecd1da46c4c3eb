import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListProductsQuery, ProductResponse, ProductsResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { keywordQuery, priceRangeQuery } from '../../lib/search-query.ts';
import { getProduct } from './get-product.ts';
import { listProducts } from './list-products.ts';

const ListQuery = Type.Object({
  ...ListProductsQuery.properties,
  ...pagingQuery('products'),
  coordinatorId: idFilter('only products of this coordinator (404 when the coordinator does not exist)'),
  categoryId: idFilter('only products of this category'),
  productTypeId: idFilter('only products of this product type'),
  ...keywordQuery('the name, the description, the producer’s name or the marche’s name'),
  prefectureCode: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 47, description: 'origin prefecture code (0 = any)' }),
  ),
  ...priceRangeQuery(),
});

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products',
    {
      config: { publicRead: true },
      schema: {
        tags: ['products'],
        summary: 'List products on sale',
        description:
          'Public products whose sale has not ended (presale included), with the coordinators, ' +
          'producers, categories, product types and tags they reference. `sort`: recommend (default; ' +
          'ending soonest), newer (newest first), priceAsc, priceDesc; sold-out products come last in ' +
          'every order. `q` searches by keywords, `prefectureCode` filters by origin and ' +
          '`minPrice`/`maxPrice` by price; all filters combine. `total` counts every match.',
        querystring: ListQuery,
        response: { 200: ProductsResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listProducts(app.db, { ...request.query, ...pageOf(request.query) }),
  );

  app.get(
    '/products/:productId',
    {
      config: { publicRead: true },
      schema: {
        tags: ['products'],
        summary: 'One product',
        description:
          'A public product (also after its sale ended, with status OUT_OF_SALES) with its coordinator, ' +
          'producer, category, product type and tags. Private or deleted products are 404.',
        params: Type.Object({ productId: idParam('product id') }),
        response: { 200: ProductResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getProduct(app.db, request.params.productId),
  );
};
