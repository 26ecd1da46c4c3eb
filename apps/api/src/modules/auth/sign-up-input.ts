import { toE164PhoneNumber, toNameReading } from '@hatake/contract/values';

const KANA_FIELDS = ['lastnameKana', 'firstnameKana'] as const;

/**
 * The sign-up body with its kana and phone number in the contract's form (katakana → hiragana,
 * `+81 90-1234-5678` or `090-1234-5678` → `+819012345678`; @hatake/contract/values, the same
 * functions the storefront runs). Runs before the schema: a field that is not a string, or that
 * cannot be read, is left as sent for the schema to refuse by name.
 */
export function normaliseSignUpBody<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const out: Record<string, unknown> = { ...fields };
  for (const field of KANA_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') out[field] = toNameReading(value);
  }
  if (typeof fields.phoneNumber === 'string') out.phoneNumber = toE164PhoneNumber(fields.phoneNumber);
  return out as T;
}
