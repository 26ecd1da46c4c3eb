/**
 * A small CSV writer (RFC 4180) for the delivery-label export (docs/console-orders.md#csv-export):
 * UTF-8 with a byte-order mark (label software and spreadsheets in Japan read the file as Shift_JIS
 * without it), CRLF line ends, a field quoted when it holds a comma, a quote, a line break or
 * leading/trailing spaces, quotes doubled. A field that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) gets a leading apostrophe.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as written in the file. */
export const csvField = (value: string | number): string => {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The whole file: the byte-order mark, then each row's fields joined by commas, every line ended by CRLF. */
export const csvDocument = (rows: readonly (readonly (string | number)[])[]): string =>
  BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
