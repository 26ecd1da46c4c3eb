/** Addresses and postal-code lookup: /v1/addresses, /v1/postal-codes/{postalCode}. */
import { type Static, Type } from 'typebox';
import { HIRAGANA_PATTERN, id, PHONE_NUMBER_PATTERN, POSTAL_CODE_PATTERN, total } from './common.ts';
import { PrefectureCodeSchema, PrefectureSchema } from './prefectures.ts';

/**
 * How many saved addresses a member may keep: a whole address book fits on the first page of
 * GET /v1/addresses (default limit 20). Adding one more is 412 (docs/accounts.md, "Addresses").
 */
export const MAX_ADDRESSES_PER_USER = 20;

export const Address = Type.Object({
  id: id('address id'),
  isDefault: Type.Boolean({ description: 'default address flag' }),
  lastname: Type.String(),
  firstname: Type.String(),
  lastnameKana: Type.String({ description: 'last name in hiragana' }),
  firstnameKana: Type.String({ description: 'first name in hiragana' }),
  postalCode: Type.String({ description: 'postal code, digits only, no hyphen' }),
  prefecture: Type.String({ description: 'prefecture NAME in Japanese (e.g. 東京都)' }),
  prefectureCode: PrefectureSchema,
  city: Type.String(),
  addressLine1: Type.String({ description: 'town / street number' }),
  addressLine2: Type.String({ description: 'building / room ("" if none)' }),
  phoneNumber: Type.String({ description: 'phone number, hyphenated 0X-XXXX-XXXX or E.164' }),
});
export type Address = Static<typeof Address>;

export const AddressResponse = Type.Object({ address: Address });
export type AddressResponse = Static<typeof AddressResponse>;

export const AddressesResponse = Type.Object({
  addresses: Type.Array(Address),
  total: total(),
});
export type AddressesResponse = Static<typeof AddressesResponse>;

/** Validated fields of an address as entered by a user (shared with GuestCheckoutAddress). */
export const addressInputProperties = {
  lastname: Type.String({ minLength: 1, maxLength: 16 }),
  firstname: Type.String({ minLength: 1, maxLength: 16 }),
  lastnameKana: Type.String({ maxLength: 32, pattern: HIRAGANA_PATTERN, description: 'hiragana' }),
  firstnameKana: Type.String({ maxLength: 32, pattern: HIRAGANA_PATTERN, description: 'hiragana' }),
  postalCode: Type.String({
    maxLength: 16,
    pattern: POSTAL_CODE_PATTERN,
    description: 'postal code, digits only, no hyphen',
  }),
  prefectureCode: PrefectureCodeSchema,
  city: Type.String({ minLength: 1, maxLength: 32 }),
  addressLine1: Type.String({ minLength: 1, maxLength: 64, description: 'town / street number' }),
  addressLine2: Type.Optional(
    Type.String({ maxLength: 64, default: '', description: 'building / room (optional)' }),
  ),
  phoneNumber: Type.String({
    pattern: PHONE_NUMBER_PATTERN,
    description: 'hyphenated 0X-XXXX-XXXX (hyphens optional) or E.164',
  }),
};

export const CreateAddressRequest = Type.Object({
  ...addressInputProperties,
  isDefault: Type.Optional(Type.Boolean({ default: false, description: 'make this the default address' })),
});
export type CreateAddressRequest = Static<typeof CreateAddressRequest>;

/** PATCH replaces every field (same body as create). */
export const UpdateAddressRequest = Type.Object({
  ...addressInputProperties,
  isDefault: Type.Optional(Type.Boolean({ default: false, description: 'make this the default address' })),
});
export type UpdateAddressRequest = Static<typeof UpdateAddressRequest>;

export const PostalCodeResponse = Type.Object({
  postalCode: Type.String({ description: 'postal code, digits only, no hyphen' }),
  prefectureCode: PrefectureSchema,
  prefecture: Type.String({ description: 'prefecture NAME in Japanese' }),
  city: Type.String({ description: 'city name' }),
  town: Type.String({ description: 'town area name' }),
});
export type PostalCodeResponse = Static<typeof PostalCodeResponse>;
