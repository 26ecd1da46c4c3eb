import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { type AddressInput, columnsOf, findOwn, live, lockUser } from './address-rows.ts';

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
