import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { findOwn, live, lockUser } from './address-rows.ts';

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
