/**
 * Booking price of an experience: a count of participants per age group times that group's price.
 *
 * Prices are whole yen, tax included (docs/rules/checkout-and-payments.md: subtotal = Σ price × count; tax is
 * contained in the total, never added). The storefront offers 0–10 participants per age group, as
 * the reference storefront's selectors do (the checkout API itself accepts up to 99 per group).
 * At least one participant is needed to book; the API would accept an all-zero booking as a free
 * order, which the storefront never sends. Runtime-free: the storefront's booking panel quotes with
 * these functions, and the API's checkout computes the same subtotal.
 */

/** The five age groups, in display order (docs/rules/checkout-and-payments.md). */
export const AGE_GROUP_KEYS = [
  'adult',
  'juniorHighSchool',
  'elementarySchool',
  'preschool',
  'senior',
] as const;

export type AgeGroupKey = (typeof AGE_GROUP_KEYS)[number];
export type AgeGroupCounts = Record<AgeGroupKey, number>;
export type AgeGroupPrices = Record<AgeGroupKey, number>;

/** Most participants of one age group the storefront offers in a single booking. */
export const MAX_COUNT_PER_GROUP = 10;

/** Most participants of one age group the checkout API accepts (its head-count fields). */
export const MAX_CHECKOUT_COUNT_PER_GROUP = 99;

export const NO_PARTICIPANTS: AgeGroupCounts = Object.freeze({
  adult: 0,
  juniorHighSchool: 0,
  elementarySchool: 0,
  preschool: 0,
  senior: 0,
});

/** The experience fields that hold the five prices. */
export type ExperiencePrices = {
  priceAdult: number;
  priceJuniorHighSchool: number;
  priceElementarySchool: number;
  pricePreschool: number;
  priceSenior: number;
};

export function agePricesOf(experience: ExperiencePrices): AgeGroupPrices {
  return {
    adult: experience.priceAdult,
    juniorHighSchool: experience.priceJuniorHighSchool,
    elementarySchool: experience.priceElementarySchool,
    preschool: experience.pricePreschool,
    senior: experience.priceSenior,
  };
}

export type BookingQuote = {
  /** count × price per age group, in yen. */
  subtotals: AgeGroupCounts;
  /** Σ subtotals, in yen (tax included). */
  total: number;
  /** Σ counts. */
  participants: number;
  /** True when at least one participant is chosen. */
  bookable: boolean;
};

export function isValidCount(count: number, maxCount: number = MAX_COUNT_PER_GROUP): boolean {
  return Number.isInteger(count) && count >= 0 && count <= maxCount;
}

function isValidPrice(price: number): boolean {
  return Number.isSafeInteger(price) && price >= 0;
}

/**
 * The subtotal per age group and the total of a booking.
 * `maxCount` is the most per group the caller accepts: the storefront's MAX_COUNT_PER_GROUP by
 * default; the API's checkout passes MAX_CHECKOUT_COUNT_PER_GROUP (its head-count fields take 0–99).
 * @throws RangeError when a count is not an integer in 0..maxCount or a price is not a
 *   non-negative whole number of yen (callers pass counts through `clampCount` first).
 */
export function quoteBooking(
  counts: AgeGroupCounts,
  prices: AgeGroupPrices,
  maxCount: number = MAX_COUNT_PER_GROUP,
): BookingQuote {
  const subtotals = { ...NO_PARTICIPANTS };
  let total = 0;
  let participants = 0;
  for (const group of AGE_GROUP_KEYS) {
    const count = counts[group];
    const price = prices[group];
    if (!isValidCount(count, maxCount)) {
      throw new RangeError(`${group} count must be an integer from 0 to ${maxCount}: ${count}`);
    }
    if (!isValidPrice(price)) {
      throw new RangeError(`${group} price must be a non-negative integer: ${price}`);
    }
    subtotals[group] = count * price;
    total += subtotals[group];
    participants += count;
  }
  return { subtotals, total, participants, bookable: participants > 0 };
}

/**
 * A count typed or stepped by the shopper, made valid: whole numbers only (fractions are dropped),
 * kept within 0..MAX_COUNT_PER_GROUP; empty or unreadable input counts as 0.
 */
export function clampCount(value: number | string): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value;
  if (!Number.isFinite(number)) return number === Number.POSITIVE_INFINITY ? MAX_COUNT_PER_GROUP : 0;
  return Math.min(MAX_COUNT_PER_GROUP, Math.max(0, Math.trunc(number)));
}
