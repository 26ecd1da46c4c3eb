import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCartItemRequest,
  CalcCartQuery,
  CalcCartResponse,
  CartResponse,
  RemoveCartItemQuery,
} from '@hatake/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  FORBIDDEN,
  idParam,
  NO_CONTENT,
  NOT_FOUND,
  PRECONDITION_FAILED,
} from '../../lib/http-schemas.ts';
import { addItem } from './add-item.ts';
import { calcCart } from './calc-cart.ts';
import { getCart } from './get-cart.ts';
import { type CartOwner, deleteExpiredGuestCarts } from './identity.ts';
import { removeItem } from './remove-item.ts';

const TAGS = ['carts'];
/** Most units of one product a single add may ask for; stock is the real limit (412). */
const MAX_QUANTITY_PER_ADD = 999;

const AddBody = Type.Object({
  ...AddCartItemRequest.properties,
  productId: idParam('product id'),
  quantity: Type.Integer({
    minimum: 1,
    maximum: MAX_QUANTITY_PER_ADD,
    description: `units to add: 1–${MAX_QUANTITY_PER_ADD}`,
  }),
});

const CalcQuery = Type.Object({
  ...CalcCartQuery.properties,
  number: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 999,
      default: 0,
      description: 'box number; 0 = every box of the coordinator',
    }),
  ),
  promotion: Type.Optional(
    Type.String({
      maxLength: 64,
      default: '',
      description: 'promotion code; one that is unknown or cannot be used at this shop now is ignored',
    }),
  ),
});

const RemoveQuery = Type.Object({
  ...RemoveCartItemQuery.properties,
  number: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 999, default: 0, description: 'box number; 0 = the whole product' }),
  ),
});

/** The cart a request means: the signed-in member's, else the guest session's (created on first need). */
const ownerOf = (request: FastifyRequest, reply: FastifyReply): CartOwner => ({
  sessionId: request.guestSession(reply),
  userId: request.user?.userId ?? null,
});

const IDENTITY =
  'The cart is the signed-in member’s (bearer token), else the guest’s `session_id` cookie (set when ' +
  'missing). A member’s earlier guest cart on this browser joins the member’s cart.';

/** How often each API process deletes the guest carts whose life ran out (CART_TTL_SECONDS). */
export const CART_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Expired guest carts are deleted hourly; a delete by expiry is idempotent, so several API
  // processes running it never collide. A run under way finishes before the database closes.
  let sweeping: Promise<void> | null = null;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = deleteExpiredGuestCarts(app.db, new Date())
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired guest carts deleted');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'cart sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  }, CART_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sweeping;
  });

  app.get(
    '/carts',
    {
      schema: {
        tags: TAGS,
        summary: 'My cart, packed into boxes',
        description:
          `${IDENTITY} Boxes are packed from the lines on every read; products that are not for sale ` +
          'stay in the cart but in no box, and are still listed in `products` with their status.',
        response: { 200: CartResponse },
      },
    },
    async (request, reply) => getCart(app.db, ownerOf(request, reply)),
  );

  app.post(
    '/carts/-/items',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a product to the cart',
        description:
          `${IDENTITY} Only products for sale (403 otherwise); the cart never holds more than the ` +
          'stock (412).',
        body: AddBody,
        response: { 204: NO_CONTENT, 403: FORBIDDEN, 404: NOT_FOUND, 412: PRECONDITION_FAILED },
      },
    },
    async (request, reply) => {
      await addItem(app.db, ownerOf(request, reply), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/carts/-/items/:productId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a product from the cart',
        description: `${IDENTITY} \`number\` 0 removes the product; N only its units in box N of its coordinator.`,
        params: Type.Object({ productId: idParam('product id') }),
        querystring: RemoveQuery,
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      await removeItem(app.db, ownerOf(request, reply), request.params.productId, request.query.number ?? 0);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/carts/:coordinatorId',
    {
      schema: {
        tags: TAGS,
        summary: 'Price one coordinator’s boxes',
        description:
          `${IDENTITY} Subtotal, promotion discount, shipping fee to \`prefecture\` (0 = not chosen: 0) ` +
          'and total of the coordinator’s boxes (or box `number`). No such box → 400; the shop does not ' +
          'ship there → 412. `requestId` is new on every call: send it back as the checkout’s requestId.',
        params: Type.Object({ coordinatorId: idParam('coordinator id') }),
        querystring: CalcQuery,
        response: { 200: CalcCartResponse, 400: BAD_REQUEST, 404: NOT_FOUND, 412: PRECONDITION_FAILED },
      },
    },
    async (request, reply) =>
      calcCart(app.db, ownerOf(request, reply), {
        coordinatorId: request.params.coordinatorId,
        number: request.query.number ?? 0,
        prefecture: request.query.prefecture ?? 0,
        promotion: request.query.promotion ?? '',
      }),
  );
};
