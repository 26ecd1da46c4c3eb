/**
 * Validation patterns, as JSON Schema `pattern` strings (the API's schemas use them as they are;
 * forms build a `RegExp` from them with the `u` flag). Runtime-free.
 */
import { PROMOTION_CODE_LENGTH } from './limits.ts';

/** Hiragana (plus ー and the iteration marks). */
export const HIRAGANA_PATTERN = '^[\\u3041-\\u3096\\u309D\\u309E\\u30FC]+$';

/** Latin letters with their accented forms (Latin-1 Supplement and Latin Extended-A/B), no ×÷. */
const LATIN_LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F';

/**
 * How a name is read, for the `*Kana` name fields (docs/accounts.md, "Name readings"): either
 * hiragana as before (やまだ), or, for a shopper who does not write Japanese, Latin letters with
 * single spaces, hyphens, apostrophes and dots between them (Smith, O'Brien, Mary-Jane, van Dijk,
 * Jr.). It starts with a letter and does not mix the two scripts. Values are normalised first
 * (`toNameReading`: katakana → hiragana, full-width letters → ASCII, spaces collapsed).
 */
export const NAME_READING_PATTERN =
  '^(?:[\\u3041-\\u3096\\u309D\\u309E\\u30FC]+|' +
  `[${LATIN_LETTER}](?:[${LATIN_LETTER}' \\u2019.-]*[${LATIN_LETTER}.])?)$`;

/** E.164 phone number, e.g. +819012345678. */
export const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';
/** Domestic phone number with or without hyphens (03-1234-5678, 09012345678) or E.164. */
export const PHONE_NUMBER_PATTERN = '^(?:\\+[1-9][0-9]{6,14}|0[0-9]{1,4}-?[0-9]{1,4}-?[0-9]{3,4})$';
/** Postal code: digits only, no hyphen (7 digits in Japan). */
export const POSTAL_CODE_PATTERN = '^[0-9]+$';
/** Public user handle. */
export const ACCOUNT_ID_PATTERN = '^[A-Za-z0-9_-]+$';
/** Absolute http(s) URL. */
export const HTTP_URL_PATTERN = '^https?://[^\\s]+$';
/** `yyyymmdd` or empty. */
export const OPTIONAL_DATE_PATTERN = '^(?:[0-9]{8})?$';
/** `hhmm` or empty. */
export const OPTIONAL_TIME_PATTERN = '^(?:[0-9]{4})?$';
/** 8-character promotion code (no whitespace) or empty. */
export const OPTIONAL_PROMOTION_CODE_PATTERN = `^(?:\\S{${PROMOTION_CODE_LENGTH}})?$`;

/**
 * Names people type (display names, real names and their kana, address names, the contact form's
 * sender name) must show something: a value made only of whitespace and zero-width characters
 * looks empty on every screen and mail, so it is refused like an empty one (docs/accounts.md).
 *
 * Characters that take no visible room: every whitespace character of `\s` (spaces, tabs and line
 * breaks, U+00A0, U+3000 and the other Unicode spaces, U+FEFF) plus the zero-width space, non-joiner
 * and joiner (U+200B–U+200D) and the word joiner (U+2060).
 */
export const INVISIBLE_CHARACTERS = '\\s\\u200B-\\u200D\\u2060\\uFEFF';

/**
 * Matches when a string has at least one visible character (unanchored, as JSON Schema `pattern`
 * applies it); forms may reuse it.
 */
export const VISIBLE_TEXT_PATTERN = `[^${INVISIBLE_CHARACTERS}]`;

const VISIBLE = new RegExp(VISIBLE_TEXT_PATTERN, 'u');

/** True when `text` has at least one character other than whitespace and zero-width characters. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);
