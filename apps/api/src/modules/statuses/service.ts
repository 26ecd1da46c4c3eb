import { PaymentMethodType, type PaymentSystem } from '@hatake/contract';
import { asc, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentSystems } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';

/**
 * The state of every payment method a shopper can choose. FREE is not a method one picks (it is
 * what a zero-total order becomes), so it is not listed. An OUTAGE row is the kill switch: the
 * storefront greys the method out and checkout refuses it.
 */
export const listPaymentSystems = async (db: Database): Promise<PaymentSystem[]> => {
  const rows = await db
    .select()
    .from(paymentSystems)
    .where(ne(paymentSystems.methodType, PaymentMethodType.FREE))
    .orderBy(asc(paymentSystems.methodType));
  return rows.map((row) => ({
    methodType: row.methodType as PaymentSystem['methodType'],
    status: row.status as PaymentSystem['status'],
    createdAt: toUnixSeconds(row.createdAt),
    updatedAt: toUnixSeconds(row.updatedAt),
  }));
};
