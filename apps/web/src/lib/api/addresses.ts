import type {
  Address,
  AddressesResponse,
  AddressResponse,
  CreateAddressRequest,
  PostalCodeResponse,
  UpdateAddressRequest,
} from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions, ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// The member's address book (/v1/addresses) and the postal-code look-up. The address calls take the
// member's client (`{ client: authedApi() }`, lib/auth/session.ts); nothing is cached.

/** `GET /v1/addresses`: one page of the address book, the default first. */
export function listAddresses(
  params: { limit: number; offset: number },
  options: ClientCallOptions,
): Promise<AddressesResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<AddressesResponse>('/v1/addresses', { ...rest, query: params });
}

/** `GET /v1/addresses/{id}`: 404 for an unknown id or another member's. */
export function getAddress(addressId: string, options: ClientCallOptions): Promise<AddressResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<AddressResponse>(`/v1/addresses/${pathParam('addressId', addressId)}`, rest);
}

/** `POST /v1/addresses` (412 past MAX_ADDRESSES_PER_USER). */
export function createAddress(
  body: CreateAddressRequest,
  options: ClientCallOptions,
): Promise<AddressResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<AddressResponse>('/v1/addresses', { ...rest, body });
}

/** `PATCH /v1/addresses/{id}`: replaces every field (the same body as create). */
export function updateAddress(
  addressId: string,
  body: UpdateAddressRequest,
  options: ClientCallOptions,
): Promise<AddressResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<AddressResponse>(`/v1/addresses/${pathParam('addressId', addressId)}`, {
    ...rest,
    body,
  });
}

/** `DELETE /v1/addresses/{id}`. */
export function deleteAddress(addressId: string, options: ClientCallOptions): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.delete<void>(`/v1/addresses/${pathParam('addressId', addressId)}`, rest);
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
  addressId: string,
  address: UpdateAddressRequest,
  options: ClientCallOptions,
): Promise<AddressResponse> {
  return updateAddress(addressId, { ...address, isDefault: true }, options);
}

/** `GET /v1/postal-codes/{postalCode}`: the prefecture and city of a 7-digit code (from the browser). */
export function lookupPostalCode(postalCode: string, options: CallOptions = {}): Promise<PostalCodeResponse> {
  const { client = defaultApiClient(), ...rest } = options;
  return client.get<PostalCodeResponse>(`/v1/postal-codes/${pathParam('postalCode', postalCode)}`, rest);
}
