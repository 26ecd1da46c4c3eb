import {
  type Address,
  type CreateAddressRequest,
  MAX_ADDRESSES_PER_USER,
  type Prefecture,
  prefectureName,
} from '@hatake/contract';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { canAddAddress } from './rules.ts';

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
const columnsOf = (input: AddressInput) => {
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

const live = (userId: string) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

/** Serialises address writes of one user (row lock), so "exactly one default" holds under concurrency. */
const lockUser = async (tx: Transaction, userId: string) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

const findOwn = async (db: Database | Transaction, userId: string, addressId: string) => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(live(userId), eq(addresses.id, addressId)))
    .limit(1);
  // Another user's address is indistinguishable from a missing one.
  if (!row) throw notFound('address');
  return row;
};

/** The user's addresses: the default first, then the newest. */
export const listAddresses = async (
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ addresses: Address[]; total: number }> => {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(live(userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(addresses).where(live(userId)),
  ]);
  return { addresses: rows.map(presentAddress), total: counted?.total ?? 0 };
};

export const getAddress = async (db: Database, userId: string, addressId: string): Promise<Address> =>
  presentAddress(await findOwn(db, userId, addressId));

/**
 * Adds an address. The first one is the default; `isDefault: true` moves the default to it. A
 * member keeps at most MAX_ADDRESSES_PER_USER: one more is 412. The count is taken under the
 * user's row lock, so parallel requests cannot pass the cap together.
 */
export const createAddress = async (
  db: Database,
  userId: string,
  input: AddressInput,
  now: Date = new Date(),
): Promise<Address> => {
  const columns = columnsOf(input);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx.select({ total: count() }).from(addresses).where(live(userId));
    const kept = existing?.total ?? 0;
    if (!canAddAddress(kept)) {
      throw new DomainError(
        'FailedPrecondition',
        `a member can keep at most ${MAX_ADDRESSES_PER_USER} addresses; remove one before adding another`,
      );
    }
    const isDefault = input.isDefault === true || kept === 0;
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(live(userId), eq(addresses.isDefault, true)));
    }
    const [created] = await tx
      .insert(addresses)
      .values({ ...columns, userId, isDefault, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('address insert returned no row');
    return created;
  });
  return presentAddress(row);
};

/**
 * Replaces an address's fields. `isDefault: true` makes it the default (the previous one is unset
 * in the same transaction); `false` leaves the default where it is, since a user with addresses
 * always has exactly one default.
 */
export const updateAddress = async (
  db: Database,
  userId: string,
  addressId: string,
  input: AddressInput,
  now: Date = new Date(),
): Promise<void> => {
  const columns = columnsOf(input);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await findOwn(tx, userId, addressId);
    const makeDefault = input.isDefault === true && !row.isDefault;
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(live(userId), eq(addresses.isDefault, true)));
    }
    await tx
      .update(addresses)
      .set({ ...columns, isDefault: row.isDefault || makeDefault, updatedAt: now })
      .where(eq(addresses.id, row.id));
  });
};

/** Removes an address; when it was the default, the newest remaining address becomes the default. */
export const deleteAddress = async (
  db: Database,
  userId: string,
  addressId: string,
  now: Date = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await findOwn(tx, userId, addressId);
    await tx
      .update(addresses)
      .set({ deletedAt: now, isDefault: false, updatedAt: now })
      .where(eq(addresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(live(userId), ne(addresses.id, row.id)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) {
      await tx.update(addresses).set({ isDefault: true, updatedAt: now }).where(eq(addresses.id, next.id));
    }
  });
};
