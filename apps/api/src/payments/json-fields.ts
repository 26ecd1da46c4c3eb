/**
 * Small readers for JSON a provider sends: each answers the value only when it has the expected
 * type, so a changed or forged payload is noticed instead of flowing on as `undefined`.
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

export const asRecord = (value: unknown): JsonRecord | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : undefined;

export const stringField = (record: JsonRecord | undefined, key: string): string | undefined => {
  const value = record?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A non-negative safe integer (yen amounts). */
export const amountField = (record: JsonRecord | undefined, key: string): number | undefined => {
  const value = record?.[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};

/** 9999-12-31T23:59:59.999Z: the last instant PostgreSQL's timestamptz and the wire both hold. */
const LAST_STORABLE_MS = 253_402_300_799_999;

/**
 * An ISO 8601 timestamp between 1970 and 9999. JavaScript reads dates up to `+275760-09-13`, which
 * no timestamp column holds: such a date is a malformed payload (400), not a failed insert (500).
 */
export const dateField = (record: JsonRecord | undefined, key: string): Date | undefined => {
  const text = stringField(record, key);
  if (text === undefined) return undefined;
  const time = new Date(text).getTime();
  return Number.isNaN(time) || time < 0 || time > LAST_STORABLE_MS ? undefined : new Date(time);
};

/** Parses bytes as JSON; undefined when they are not JSON (or not UTF-8 text of it). */
export const parseJson = (body: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
};
