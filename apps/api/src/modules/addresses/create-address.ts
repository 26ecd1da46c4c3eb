import { type Address, MAX_ADDRESSES_PER_USER } from '@hatake/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { type AddressInput, columnsOf, live, lockUser, presentAddress } from './address-rows.ts';
import { canAddAddress } from './rules.ts';

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
