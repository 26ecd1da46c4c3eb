import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddressesResponse,
  AddressResponse,
  CreateAddressRequest,
  MAX_ADDRESSES_PER_USER,
  PostalCodeResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  idParam,
  NO_CONTENT,
  NOT_FOUND,
  PRECONDITION_FAILED,
  pageOf,
  pagingQuery,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { createAddress } from './create-address.ts';
import { deleteAddress } from './delete-address.ts';
import { lookUpPostalCode } from './postal-codes.ts';
import { getAddress, listAddresses } from './read-addresses.ts';
import { updateAddress } from './update-address.ts';

const TAGS = ['addresses'];
const POSTAL_CODE = Type.String({ pattern: '^[0-9]{7}$', description: 'postal code: 7 digits, no hyphen' });

/** Create and update take the same body; the postal code of a Japanese address is 7 digits. */
const AddressBody = Type.Object({
  ...CreateAddressRequest.properties,
  postalCode: POSTAL_CODE,
  isDefault: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'true: make this the default (the previous default is unset). The first address is always the default.',
    }),
  ),
});

const AddressParams = Type.Object({ addressId: idParam('address id') });

export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedInOnly = { onRequest: app.requireUser };

  app.get(
    '/addresses',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'My addresses',
        description: 'The default address first, then the newest. `total` counts them all.',
        querystring: Type.Object(pagingQuery('addresses')),
        response: { 200: AddressesResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) => listAddresses(app.db, request.member().userId, pageOf(request.query)),
  );

  app.post(
    '/addresses',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Add an address',
        description:
          'The first address becomes the default; `isDefault: true` moves the default here. A member ' +
          `keeps at most ${MAX_ADDRESSES_PER_USER} addresses: one more → 412. Names must show a visible ` +
          'character (zero-width characters and spaces alone → 400).',
        body: AddressBody,
        response: { 200: AddressResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 412: PRECONDITION_FAILED },
      },
    },
    async (request) => ({ address: await createAddress(app.db, request.member().userId, request.body) }),
  );

  app.get(
    '/addresses/:addressId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'One of my addresses',
        description: 'Another user’s address is 404, as a missing one.',
        params: AddressParams,
        response: { 200: AddressResponse, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      address: await getAddress(app.db, request.member().userId, request.params.addressId),
    }),
  );

  app.patch(
    '/addresses/:addressId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Replace an address',
        description:
          'Every field is replaced. `isDefault: true` makes it the default; false keeps the default ' +
          'where it is (there is always exactly one).',
        params: AddressParams,
        body: AddressBody,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      await updateAddress(app.db, request.member().userId, request.params.addressId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/addresses/:addressId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove an address',
        description: 'Removing the default makes the newest remaining address the default.',
        params: AddressParams,
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, request.member().userId, request.params.addressId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/postal-codes/:postalCode',
    {
      schema: {
        tags: TAGS,
        summary: 'Look up a postal code',
        description:
          'Prefecture, city and town of a 7-digit Japanese postal code, from Japan Post data bundled ' +
          'with the API (no network call). Unknown code → 404; `town` is "" for city-wide codes.',
        params: Type.Object({ postalCode: POSTAL_CODE }),
        response: { 200: PostalCodeResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => lookUpPostalCode(request.params.postalCode),
  );
};
