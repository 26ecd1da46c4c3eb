/**
 * Experiences made to measure for the booking tests: copies of a seeded one open now, and the first
 * date and time the shared booking rule offers (docs/rules/checkout-and-payments.md).
 */
import { PaymentMethodType } from '@hatake/contract';
import { bookableDates, bookableTimes } from '@hatake/contract/values';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { experiences } from '../../src/db/schema/index.ts';
import { ADDRESS } from './address.ts';
import { CALLBACK_URL, type Shopper } from './checkouts.ts';

/** A copy of a seeded public experience open for booking now, not sold out, with `values` over it. */
export const experienceLike = async (db: Database, values: Partial<typeof experiences.$inferInsert> = {}) => {
  const now = new Date();
  const [template] = await db
    .select()
    .from(experiences)
    .where(
      and(
        eq(experiences.public, true),
        isNull(experiences.deletedAt),
        lt(experiences.startAt, now),
        gt(experiences.endAt, now),
      ),
    )
    .limit(1);
  if (!template) throw new Error('the seed has no experience open now');
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template;
  const [row] = await db
    .insert(experiences)
    .values({ ...rest, soldOut: false, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
};

/** The first date and time the shared rule offers for `row` at `now`. */
export const firstBookable = (row: typeof experiences.$inferSelect, now = new Date()) => {
  const schedule = {
    startAt: Math.floor(row.startAt.getTime() / 1000),
    endAt: Math.floor(row.endAt.getTime() / 1000),
    businessOpenTime: row.businessOpenTime,
    businessCloseTime: row.businessCloseTime,
    duration: row.duration,
  };
  const date = bookableDates(schedule, now)[0];
  if (!date) throw new Error('no bookable date');
  return { date, time: bookableTimes(schedule, date)[0] ?? '' };
};

/**
 * A guest books one adult of `experienceId` as the storefront does: prices it, then checks out by
 * card with the price's requestId and total, billed to ADDRESS unless `payload` says otherwise.
 */
export const bookOneAdultAsGuest = async (
  app: App,
  shopper: Shopper,
  experienceId: string,
  payload: Record<string, unknown> = {},
) => {
  const priced = await app.inject({
    method: 'GET',
    url: `/v1/guests/checkouts/experiences/${experienceId}?adult=1`,
    headers: shopper.headers,
  });
  const { requestId, total } = priced.json<{ requestId: string; total: number }>();
  const response = await app.inject({
    method: 'POST',
    url: `/v1/guests/checkouts/experiences/${experienceId}`,
    headers: shopper.headers,
    payload: {
      requestId,
      total,
      adultCount: 1,
      paymentMethod: PaymentMethodType.CREDIT_CARD,
      callbackUrl: CALLBACK_URL,
      email: shopper.email,
      billingAddress: ADDRESS,
      ...payload,
    },
  });
  return { requestId, response };
};
