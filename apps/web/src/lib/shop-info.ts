/**
 * The seller the legal notice (特定商取引法に基づく表記) names: set by the operator in the storefront's
 * environment (README, "Configuration"). A field left unset is not invented: the page shows a demo
 * placeholder marked as such, so a deployment can never look like it names a real seller by accident.
 */
export const SELLER_ENV = {
  name: 'SHOP_SELLER_NAME',
  representative: 'SHOP_SELLER_REPRESENTATIVE',
  address: 'SHOP_SELLER_ADDRESS',
  phone: 'SHOP_SELLER_PHONE',
  email: 'SHOP_SELLER_EMAIL',
} as const;

export type SellerField = keyof typeof SELLER_ENV;

export const SELLER_FIELDS: readonly SellerField[] = ['name', 'representative', 'address', 'phone', 'email'];

/** Each field's configured value, or `undefined` when unset (the page then shows its demo value). */
export type SellerDetails = Record<SellerField, string | undefined>;

/** Longest value shown; anything longer is a misconfiguration, treated as unset. */
const MAX_LENGTH = 200;

const checks: Record<SellerField, (value: string) => boolean> = {
  name: () => true,
  representative: () => true,
  address: () => true,
  // Digits, spaces, hyphens, parentheses and a leading + only (03-1234-5678, +81 3 1234 5678).
  phone: (value) => /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/.test(value),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
};

export function sellerDetailsFrom(env: Record<string, string | undefined>): SellerDetails {
  const details = {} as SellerDetails;
  for (const field of SELLER_FIELDS) {
    const value = env[SELLER_ENV[field]]?.trim().replace(/\s+/g, ' ');
    details[field] = value && value.length <= MAX_LENGTH && checks[field](value) ? value : undefined;
  }
  return details;
}
