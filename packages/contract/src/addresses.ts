/** Addresses and postal-code lookup: /v1/addresses, /v1/postal-codes/{postalCode}. */
import { type Static, Type } from 'typebox';
import { id, NAME_READING_PATTERN, PHONE_NUMBER_PATTERN, POSTAL_CODE_PATTERN, total } from './common.ts';
import { PrefectureCodeSchema, PrefectureSchema } from './prefectures.ts';
import { ADDRESS_LIMITS } from './values/limits.ts';

export { MAX_ADDRESSES_PER_USER } from './values/limits.ts';

export const Address = Type.Object({
  id: id('address id'),
  isDefault: Type.Boolean({ description: 'default address flag' }),
  lastname: Type.String(),
  firstname: Type.String(),
  lastnameKana: Type.String({ description: 'last name reading (hiragana or Latin letters)' }),
  firstnameKana: Type.String({ description: 'first name reading (hiragana or Latin letters)' }),
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
  lastname: Type.String({ minLength: 1, maxLength: ADDRESS_LIMITS.name }),
  firstname: Type.String({ minLength: 1, maxLength: ADDRESS_LIMITS.name }),
  lastnameKana: Type.String({
    maxLength: ADDRESS_LIMITS.kana,
    pattern: NAME_READING_PATTERN,
    description: 'name reading: hiragana, or Latin letters (katakana is stored as hiragana)',
  }),
  firstnameKana: Type.String({
    maxLength: ADDRESS_LIMITS.kana,
    pattern: NAME_READING_PATTERN,
    description: 'name reading: hiragana, or Latin letters (katakana is stored as hiragana)',
  }),
  postalCode: Type.String({
    maxLength: ADDRESS_LIMITS.postalCode,
    pattern: POSTAL_CODE_PATTERN,
    description: 'postal code, digits only, no hyphen',
  }),
  prefectureCode: PrefectureCodeSchema,
  city: Type.String({ minLength: 1, maxLength: ADDRESS_LIMITS.city }),
  addressLine1: Type.String({
    minLength: 1,
    maxLength: ADDRESS_LIMITS.line,
    description: 'town / street number',
  }),
  addressLine2: Type.Optional(
    Type.String({ maxLength: ADDRESS_LIMITS.line, default: '', description: 'building / room (optional)' }),
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
