import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdjustConsoleStockRequest,
  ConsoleProductResponse,
  ConsoleProductsResponse,
  ConsoleTaxonomyResponse,
  CreateConsoleProductRequest,
  GetUploadUrlRequest,
  ListConsoleProductsQuery,
  UpdateConsoleProductRequest,
  UploadUrlResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  idParam,
  NOT_FOUND,
  PRECONDITION_FAILED,
  pageOf,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { CONSOLE_TAG } from '../../plugins/console-auth.ts';
import { createUploadTarget, UPLOAD_TARGETS } from '../uploads/index.ts';
import { adjustStock } from './adjust-stock.ts';
import { getConsoleProduct } from './get-product.ts';
import { listConsoleProducts } from './list-products.ts';
import { createConsoleProduct, setProductPublic, updateConsoleProduct } from './save-product.ts';
import { consoleTaxonomy } from './taxonomy.ts';

const TAGS = [CONSOLE_TAG];
const ProductParams = Type.Object({ productId: idParam('product id') });

/**
 * The seller console's products (docs/console.md): list, read, create, edit every field, publish,
 * unpublish, adjust the stock; and the upload target of their pictures. A coordinator acts on their
 * own marche's products only — another marche's is 404 and nothing changes; an administrator on all.
 * Every write is audited in its own transaction; the storefront sees it at once (the read cache
 * drops its answers on every product write, docs/adr/0015).
 */
export const consoleProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/console/products',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: list products',
        description:
          'The marche’s products (an administrator’s: every marche’s, or `coordinatorId`’s), drafts ' +
          'included, recently changed first; `q` words, `status`, `stock` and `producerId` filters.',
        querystring: ListConsoleProductsQuery,
        response: { 200: ConsoleProductsResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) =>
      listConsoleProducts(app.db, request.staff(), { ...request.query, ...pageOf(request.query) }),
  );

  app.post(
    '/console/products',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: create a product',
        description:
          'Every field; a draft unless `public`. The producer must be of the marche; media are pictures ' +
          'uploaded through POST /v1/console/uploads/media, in display order. An administrator names ' +
          'the marche (`coordinatorId`); a coordinator naming another marche → 404.',
        body: CreateConsoleProductRequest,
        response: { 200: ConsoleProductResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      product: await createConsoleProduct(app.db, request.staff(), request.body, request.id),
    }),
  );

  app.get(
    '/console/products/:productId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: one product',
        description: 'Every field, drafts included. Another marche’s product (coordinators) → 404.',
        params: ProductParams,
        response: { 200: ConsoleProductResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      product: await getConsoleProduct(app.db, request.staff(), request.params.productId),
    }),
  );

  app.patch(
    '/console/products/:productId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: edit a product',
        description:
          'Any of the fields (the stock and the publication have their own calls); the whole product ' +
          'is checked as it would be saved. Another marche’s product (coordinators) → 404, nothing changes.',
        params: ProductParams,
        body: UpdateConsoleProductRequest,
        response: { 200: ConsoleProductResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      product: await updateConsoleProduct(
        app.db,
        request.staff(),
        request.params.productId,
        request.body,
        request.id,
      ),
    }),
  );

  for (const [verb, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/console/products/:productId/${verb}`,
      {
        onRequest: app.requireStaff,
        schema: {
          tags: TAGS,
          summary: `Console: ${verb} a product`,
          description: publish
            ? 'Shown on the storefront within its sale period (within 1 s).'
            : 'Hidden from the storefront (within 1 s); carts can no longer buy it.',
          params: ProductParams,
          response: { 200: ConsoleProductResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request) => ({
        product: await setProductPublic(
          app.db,
          request.staff(),
          request.params.productId,
          publish,
          request.id,
        ),
      }),
    );
  }

  app.post(
    '/console/products/:productId/stock',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: adjust the stock',
        description:
          '`delta` adds or removes units (never below 0 → 412); `set` makes the stock `quantity`, and with ' +
          '`expectedInventory` only while it is still that (else 412 naming the current stock). Taken under ' +
          'the row lock a checkout takes: a checkout at the same moment never gets lost. `reason` is audited.',
        params: ProductParams,
        body: AdjustConsoleStockRequest,
        response: {
          200: ConsoleProductResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          404: NOT_FOUND,
          412: PRECONDITION_FAILED,
        },
      },
    },
    async (request) => ({
      product: await adjustStock(app.db, request.staff(), request.params.productId, request.body, request.id),
    }),
  );

  app.get(
    '/console/taxonomy',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: what the product form chooses from',
        description:
          'Every category, product type (with its category) and tag, in name order, and the marches in ' +
          'scope: a coordinator’s own, every marche for an administrator.',
        response: { 200: ConsoleTaxonomyResponse, 401: UNAUTHORIZED },
      },
    },
    async (request) => consoleTaxonomy(app.db, request.staff()),
  );

  app.post(
    '/console/uploads/media',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: get an upload URL for a product or producer picture',
        description:
          'As the shoppers’ uploads (docs/rules/uploads.md): a key and a signed PUT URL (10 minutes, ' +
          `≤ 10 MB, image/jpeg, png, webp or gif), then poll GET /v1/upload/state?key=. Resized to fit ` +
          `${UPLOAD_TARGETS.consoleMedia.maxEdge}×${UPLOAD_TARGETS.consoleMedia.maxEdge}; the succeeded ` +
          'URL is what product `media` and producer pictures accept.',
        body: GetUploadUrlRequest,
        response: { 200: UploadUrlResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) =>
      createUploadTarget(
        { db: app.db, storage: app.storage, secret: app.authSecret, publicUrl: app.config.publicUrl },
        UPLOAD_TARGETS.consoleMedia,
        { fileType: request.body.fileType, userId: null },
      ),
  );
};
