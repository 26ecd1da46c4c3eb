/** A member's saved addresses as stored: the wire shape, the checked columns, the lock, the owner's lookup. */
import { type Address, type CreateAddressRequest, type Prefecture, prefectureName } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';

type AddressRow = typeof addresses.$inferSelect;
export type AddressInput = CreateAddressRequest;

export const presentAddress = (row: AddressRow): Address => ({
  id: row.id,
  isDefault: row.isDefault,
  lastname: row.lastname,
  firstname: row.firstname,
  lastnameKana: row.lastnameKana,
  firstnameKana: row.firstnameKana,
  postalCode: row.postalCode,
  prefecture: prefectureName(row.prefectureCode),
  prefectureCode: row.prefectureCode as Prefecture,
  city: row.city,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  phoneNumber: row.phoneNumber,
});

/** Required text fields: each must show a visible character (docs/accounts.md). */
const TEXT_FIELDS = [
  'lastname',
  'firstname',
  'lastnameKana',
  'firstnameKana',
  'city',
  'addressLine1',
] as const;

/** The stored columns of an input: trimmed, with required text fields non-blank (400 naming the field). */
export const columnsOf = (input: AddressInput) => {
  const columns = {
    lastname: input.lastname.trim(),
    firstname: input.firstname.trim(),
    lastnameKana: input.lastnameKana,
    firstnameKana: input.firstnameKana,
    postalCode: input.postalCode,
    prefectureCode: input.prefectureCode,
    city: input.city.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: (input.addressLine2 ?? '').trim(),
    phoneNumber: input.phoneNumber,
  };
  assertVisibleText(columns, TEXT_FIELDS);
  return columns;
};

export const live = (userId: string) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

/** Serialises address writes of one user (row lock), so "exactly one default" holds under concurrency. */
export const lockUser = async (tx: Transaction, userId: string) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

export const findOwn = async (db: Database | Transaction, userId: string, addressId: string) => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(live(userId), eq(addresses.id, addressId)))
    .limit(1);
  // Another user's address is indistinguishable from a missing one.
  if (!row) throw notFound('address');
  return row;
};
