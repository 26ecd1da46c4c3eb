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

/** An ISO 8601 timestamp. */
export const dateField = (record: JsonRecord | undefined, key: string): Date | undefined => {
  const text = stringField(record, key);
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** Parses bytes as JSON; undefined when they are not JSON (or not UTF-8 text of it). */
export const parseJson = (body: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
};
