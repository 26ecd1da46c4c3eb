/**
 * Convenience-store (konbini) payment: the chains a payment slip can name (docs/rules/
 * checkout-and-payments.md, "Konbini slip"). The names are KOMOJU's `payment_details[store]` values;
 * `other` stands for a chain the provider names that this list does not know yet, so the storefront
 * still shows the numbers with generic instructions.
 */
export const KONBINI_STORES = [
  'seven-eleven',
  'lawson',
  'family-mart',
  'ministop',
  'daily-yamazaki',
  'seicomart',
  'other',
] as const;

export type KonbiniStore = (typeof KONBINI_STORES)[number];

/** The store named by a provider's word; `other` for any word not in KONBINI_STORES. */
export const konbiniStoreOf = (word: string): KonbiniStore =>
  KONBINI_STORES.find((store) => store === word) ?? 'other';
