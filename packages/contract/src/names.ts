/**
 * Visible-text rule of the names people type (docs/accounts.md); defined in ./values/patterns.ts
 * (runtime-free, shared with the storefront).
 */
export { hasVisibleText, INVISIBLE_CHARACTERS, VISIBLE_TEXT_PATTERN } from './values/patterns.ts';
