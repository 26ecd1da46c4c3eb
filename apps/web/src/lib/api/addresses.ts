import type {
  Address,
  AddressesResponse,
  AddressResponse,
  CreateAddressRequest,
  PostalCodeResponse,
  UpdateAddressRequest,
} from '@hatake/contract';
import { type ApiClient, pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import { noStore } from './no-store.ts';

// The member's address book (/v1/addresses) and the postal-code look-up. The address calls take the
// member's client (lib/auth/session.ts authedApi) and are never cached.

/** `GET /v1/addresses`: one page of the address book, the default first. */
export function listAddresses(
  client: ApiClient,
  query: { limit: number; offset: number },
): Promise<AddressesResponse> {
  return client.get<AddressesResponse>('/v1/addresses', noStore({ query }));
}

/** `GET /v1/addresses/{id}`: 404 for an unknown id or another member's. */
export function getAddress(client: ApiClient, id: string): Promise<AddressResponse> {
  return client.get<AddressResponse>(`/v1/addresses/${pathParam('addressId', id)}`, noStore());
}

/** `POST /v1/addresses` (412 past MAX_ADDRESSES_PER_USER). */
export function createAddress(client: ApiClient, body: CreateAddressRequest): Promise<AddressResponse> {
  return client.post<AddressResponse>('/v1/addresses', noStore({ body }));
}

/** `PATCH /v1/addresses/{id}`: replaces every field (the same body as create). */
export function updateAddress(
  client: ApiClient,
  id: string,
  body: UpdateAddressRequest,
): Promise<AddressResponse> {
  return client.patch<AddressResponse>(`/v1/addresses/${pathParam('addressId', id)}`, noStore({ body }));
}

/** `DELETE /v1/addresses/{id}`. */
export function deleteAddress(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(`/v1/addresses/${pathParam('addressId', id)}`, noStore());
}

/** The body that stores `address` again as it is (the request fields of an answered address). */
export function addressInput(address: Address): UpdateAddressRequest {
  return {
    lastname: address.lastname,
    firstname: address.firstname,
    lastnameKana: address.lastnameKana,
    firstnameKana: address.firstnameKana,
    postalCode: address.postalCode,
    prefectureCode: address.prefectureCode as UpdateAddressRequest['prefectureCode'],
    city: address.city,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    phoneNumber: address.phoneNumber,
    isDefault: address.isDefault,
  };
}

/**
 * `PATCH /v1/addresses/{id}` making an address the default: one call with the body the address list
 * already holds (PATCH replaces every field), so nothing is read first.
 */
export function makeDefaultAddress(
  client: ApiClient,
  id: string,
  address: UpdateAddressRequest,
): Promise<AddressResponse> {
  return updateAddress(client, id, { ...address, isDefault: true });
}

/** `GET /v1/postal-codes/{postalCode}`: the prefecture and city of a 7-digit code (from the browser). */
export function lookupPostalCode(
  postalCode: string,
  client: ApiClient = defaultApiClient(),
): Promise<PostalCodeResponse> {
  return client.get<PostalCodeResponse>(`/v1/postal-codes/${pathParam('postalCode', postalCode)}`);
}
