/**
 * Names people type (display names, real names and their kana, address names, the contact form's
 * sender name) must show something: a value made only of whitespace and zero-width characters
 * looks empty on every screen and mail, so it is refused like an empty one (docs/accounts.md).
 */

/**
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
