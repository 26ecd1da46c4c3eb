/**
 * What the API refuses in any request before a schema or the database sees it (docs/api.md,
 * "Input the API refuses"). Each function is pure and answers the problem with the offending
 * field, or null when the value is acceptable.
 */

import { toNameReading } from '@hatake/contract/values';

/** Where a value came from: the URL (path, query) is stricter than a JSON body. */
export type InputPart = 'url' | 'body';

// C0 controls, DEL and C1 controls. A body may carry tab, line feed and carriage return (a contact
// message has lines); a URL value may not (they are how open redirects and header tricks start).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const URL_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The problem with one string, or null. NUL would make PostgreSQL fail; lone surrogates cannot be stored as UTF-8. */
export const stringProblem = (value: string, part: InputPart): string | null => {
  if ((part === 'url' ? URL_CONTROL : BODY_CONTROL).test(value)) return 'must not contain control characters';
  if (!value.isWellFormed()) return 'must be valid Unicode text';
  return null;
};

/** The problem with one JSON number, or null: JSON allows `1e400` (Infinity) and integers beyond 2^53. */
export const numberProblem = (value: number): string | null => {
  if (!Number.isFinite(value)) return 'must be a finite number';
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return 'is out of range';
  return null;
};

const MAX_DEPTH = 32;

/**
 * Walks a parsed value (query object, params, JSON body) and answers the first problem as
 * "field problem", naming the field by its path (`address.city`, `items.0.name`).
 */
export const findInputProblem = (value: unknown, part: InputPart, path = '', depth = 0): string | null => {
  const field = path || 'request';
  if (typeof value === 'string') {
    const problem = stringProblem(value, part);
    return problem ? `${field} ${problem}` : null;
  }
  if (typeof value === 'number') {
    const problem = numberProblem(value);
    return problem ? `${field} ${problem}` : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return `${field} is nested too deeply`;
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = stringProblem(key, part);
    if (keyProblem) return `${field} has a key that ${keyProblem}`;
    const problem = findInputProblem(child, part, path ? `${path}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
};

/** How a numeric query or path parameter must be written: plain decimal, no exponent, no hex, no `Infinity`. */
export type NumericKind = 'integer' | 'number';

const DECIMAL_INTEGER = /^-?\d{1,16}$/;
const DECIMAL_NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * The problem with a numeric parameter as the client wrote it, or null. Ajv alone would read
 * `0x10` as 16 and `1e400` as Infinity; a shopper's client only ever sends plain decimals.
 */
export const numericTextProblem = (raw: string, kind: NumericKind): string | null => {
  if (kind === 'integer') return DECIMAL_INTEGER.test(raw) ? null : 'must be a decimal integer';
  return DECIMAL_NUMBER.test(raw) ? null : 'must be a decimal number';
};

/** The fields that hold how a name is read, wherever they sit in a body (`billingAddress.lastnameKana`). */
const NAME_READING_FIELDS = new Set(['lastnameKana', 'firstnameKana']);

/**
 * A body with every name reading in the contract's form (`toNameReading`: katakana → hiragana,
 * full-width Latin → ASCII, spaces collapsed; docs/accounts.md, "Name readings"), at any depth, so
 * sign-up, addresses, guest checkout and bookings follow one rule before their schemas judge the
 * result. A value that is not a string is left for the schema to refuse by name. Pure: plain
 * objects and arrays are copied, anything else is returned as it is.
 */
export const normaliseNameReadings = (value: unknown, depth = 0): unknown => {
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => normaliseNameReadings(item, depth + 1));
  // Only parsed JSON objects: an upload's Buffer (or any other class) is passed through untouched.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      NAME_READING_FIELDS.has(key) && typeof child === 'string'
        ? toNameReading(child)
        : normaliseNameReadings(child, depth + 1);
  }
  return out;
};
