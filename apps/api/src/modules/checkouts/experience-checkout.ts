/**
 * Booking an experience (docs/rules/checkout-and-payments.md, "Experience checkout"): priced by the
 * shared booking function of @hatake/contract/values (`quoteBooking`, which the storefront's booking
 * panel quotes with too), the coupon applied as for products with no shipping, then the same order,
 * payment and idempotency rules as a product checkout, without boxes or stock.
 */
import {
  DeliveryTimeSlot,
  ExperienceStatus,
  OrderType,
  type PreCheckoutExperienceResponse,
  type Promotion,
} from '@hatake/contract';
import {
  type AgeGroupCounts,
  agePricesOf,
  bookingDateProblem,
  MAX_CHECKOUT_COUNT_PER_GROUP,
  quoteBooking,
} from '@hatake/contract/values';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { experiences, users } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { summarize } from '../carts/index.ts';
import { experienceStatus, experiencesByIds } from '../experiences/index.ts';
import { findUsablePromotion, type PromotionRow, promotionForCheckout } from '../promotions/index.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';
import { type CheckoutParty, resolveParty } from './party.ts';
import { placeAndPay } from './place-and-pay.ts';
import { runCheckout } from './repeats.ts';

type ExperienceRow = typeof experiences.$inferSelect;

/** A public, not deleted experience, or 404. */
const findBookable = async (db: Database, experienceId: string): Promise<ExperienceRow> => {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), isNull(experiences.deletedAt), eq(experiences.public, true)))
    .limit(1);
  if (!row) throw notFound('experience');
  return row;
};

/** The subtotal of a booking with the shared function (0–99 per group, as the checkout fields take). */
const quote = (row: ExperienceRow, counts: AgeGroupCounts) => {
  try {
    return quoteBooking(counts, agePricesOf(row), MAX_CHECKOUT_COUNT_PER_GROUP);
  } catch (error) {
    throw invalidArgument(error instanceof RangeError ? error.message : 'head counts are invalid');
  }
};

export type PreCheckoutInput = { counts: AgeGroupCounts; promotion: string };

/**
 * `GET /v1/checkouts/experiences/{id}` and the guest one: the price of a booking with a fresh
 * requestId. The experience must be public (404); a coupon that is unknown or unusable here now is
 * ignored, so the shopper always sees a price.
 */
export const preCheckoutExperience = async (
  db: Database,
  experienceId: string,
  input: PreCheckoutInput,
  now = new Date(),
): Promise<PreCheckoutExperienceResponse> => {
  const row = await findBookable(db, experienceId);
  const { total: subtotal } = quote(row, input.counts);
  const promotion: Promotion | null = input.promotion
    ? await findUsablePromotion(db, input.promotion, row.coordinatorId, now)
    : null;
  const summary = summarize(subtotal, 0, promotion);
  const [experience] = await experiencesByIds(db, [row.id], now);
  if (!experience) throw notFound('experience');
  return {
    experience,
    promotion,
    subtotal,
    discount: summary.discount,
    total: summary.total,
    requestId: newId(),
  };
};

export type ExperienceCheckoutInput = CommonCheckoutInput & {
  experienceId: string;
  counts: AgeGroupCounts;
  transportation: string;
  requestedDate: string;
  requestedTime: string;
  party: CheckoutParty;
};

/** `POST /v1/checkouts/experiences/{id}` and the guest one → `{url}`. */
export const checkoutExperience = async (
  deps: CheckoutDeps,
  input: ExperienceCheckoutInput,
  now = new Date(),
): Promise<{ url: string }> => {
  const { db } = deps;
  return runCheckout(deps, input, now, async (repeat) => {
    const { buyer, billing } = await resolveParty(db, input.party, false);
    const row = await findBookable(db, input.experienceId);
    if (experienceStatus(row, now) !== ExperienceStatus.ACCEPTING) {
      throw new DomainError('FailedPrecondition', 'this experience is not accepting bookings now');
    }
    // The requested date and time must be real (docs/rules/checkout-and-payments.md, "Booking
    // dates"): the shared rule the storefront's calendar offers from.
    const dateProblem = bookingDateProblem(
      {
        startAt: toUnixSeconds(row.startAt),
        endAt: toUnixSeconds(row.endAt),
        businessOpenTime: row.businessOpenTime,
        businessCloseTime: row.businessCloseTime,
        duration: row.duration,
      },
      input.requestedDate,
      input.requestedTime,
      now,
    );
    if (dateProblem) throw invalidArgument(dateProblem.message);
    const booking = quote(row, input.counts);
    if (!booking.bookable) throw invalidArgument('at least one participant is needed');
    const promotion: PromotionRow | null = input.promotionCode
      ? await promotionForCheckout(db, input.promotionCode, row.coordinatorId, now)
      : null;
    const summary = summarize(booking.total, 0, promotion);
    if (summary.total !== input.total) {
      throw invalidArgument('total does not match: a price changed, price the booking again');
    }
    const email =
      buyer.kind === 'guest'
        ? buyer.email
        : ((await db.select({ email: users.email }).from(users).where(eq(users.id, buyer.userId)))[0]
            ?.email ?? '');
    return placeAndPay(
      deps,
      {
        id: input.requestId,
        buyer,
        email,
        sessionId: input.sessionId,
        locale: input.locale,
        coordinatorId: row.coordinatorId,
        promotion: promotion ? { id: promotion.id, codeType: promotion.codeType } : null,
        type: OrderType.EXPERIENCE,
        billingAddress: billing,
        shippingAddress: null,
        orderRequest: input.orderRequest,
        deliveryDate: '',
        deliveryTimeSlot: DeliveryTimeSlot.NONE,
        boxes: [],
        prices: new Map(),
        experience: {
          experienceId: row.id,
          adultCount: input.counts.adult,
          adultPrice: row.priceAdult,
          juniorHighSchoolCount: input.counts.juniorHighSchool,
          juniorHighSchoolPrice: row.priceJuniorHighSchool,
          elementarySchoolCount: input.counts.elementarySchool,
          elementarySchoolPrice: row.priceElementarySchool,
          preschoolCount: input.counts.preschool,
          preschoolPrice: row.pricePreschool,
          seniorCount: input.counts.senior,
          seniorPrice: row.priceSenior,
          transportation: input.transportation,
          requestedDate: input.requestedDate,
          requestedTime: input.requestedTime,
        },
        summary,
      },
      input,
      repeat,
      now,
    );
  });
};
