import type { Address } from '@hatake/contract';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { findOwn, live, presentAddress } from './address-rows.ts';

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
