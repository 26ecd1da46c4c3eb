/** Limits of the seller console's product and producer fields (docs/console.md), for the API's schemas and the console's forms. */

/** Stock at or below this (and above 0) is "low" in the console's stock filter. */
export const LOW_STOCK_THRESHOLD = 5;

/** The most units one stock adjustment may name. */
export const MAX_STOCK = 1_000_000;

export const CONSOLE_PRODUCT_LIMITS = {
  name: 128,
  description: 2000,
  itemUnit: 16,
  itemDescription: 64,
  recommendedPoint: 128,
  originCity: 32,
  tags: 10,
  media: 8,
  reason: 200,
} as const;

export const CONSOLE_PRODUCER_LIMITS = { name: 64, profile: 2000, city: 32, account: 64, url: 2048 } as const;

/** The console product list's filters: publication and sale period, and stock. */
export const CONSOLE_PRODUCT_STATUS_FILTERS = ['public', 'private', 'presale', 'forSale', 'ended'] as const;
export const CONSOLE_STOCK_FILTERS = ['inStock', 'low', 'soldOut'] as const;
