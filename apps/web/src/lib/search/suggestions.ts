import { SEARCH_LIMITS } from '@hatake/contract/values';

/** How many products and experiences the header box suggests (docs/rules/search.md). */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_EXPERIENCES = 3;
/** Milliseconds without typing before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

export type Suggestion = {
  /** Unique within the list: the DOM id of the option is built from it. */
  key: string;
  kind: 'product' | 'experience';
  label: string;
  /** The marche (and for experiences the prefecture) under the name. */
  detail: string;
  /** Path without the locale prefix. */
  href: string;
};

/**
 * What the box asks the API for: the trimmed text, cut to what `q` takes, or `undefined` when it is
 * blank (nothing to suggest).
 */
export function suggestionQuery(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return [...trimmed].slice(0, SEARCH_LIMITS.query).join('').trim();
}

/** The combobox's state: whether the list shows, and which option is highlighted (-1 = none). */
export type ComboboxState = { open: boolean; active: number };

export type ComboboxOutcome = {
  state: ComboboxState;
  /**
   * What the component must do besides re-rendering: `follow` the highlighted option's link,
   * `submit` the form (the box's text as the query), `clear` the text, or nothing.
   */
  effect?: 'follow' | 'submit' | 'clear';
  /** Whether the key was handled (the browser's default action is then prevented). */
  handled: boolean;
};

/**
 * The keyboard of the ARIA APG combobox with a listbox popup (list autocomplete, no automatic
 * selection): ↓/↑ open the list and move the highlight, wrapping through "none" so the shopper can
 * go back to the text; Enter follows the highlighted option or else submits the query; Escape closes
 * an open list, or clears the text when it is already closed; Alt+↓ opens without moving; Tab just
 * closes (focus moves on).
 */
export function comboboxKey(
  state: ComboboxState,
  key: string,
  count: number,
  altKey = false,
): ComboboxOutcome {
  switch (key) {
    case 'ArrowDown': {
      if (count === 0) return { state, handled: false };
      if (!state.open || altKey) return { state: { open: true, active: altKey ? -1 : 0 }, handled: true };
      return {
        state: { open: true, active: state.active + 1 >= count ? -1 : state.active + 1 },
        handled: true,
      };
    }
    case 'ArrowUp': {
      if (count === 0) return { state, handled: false };
      if (!state.open) return { state: { open: true, active: count - 1 }, handled: true };
      return {
        state: { open: true, active: state.active <= -1 ? count - 1 : state.active - 1 },
        handled: true,
      };
    }
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count) {
        return { state: { open: false, active: -1 }, effect: 'follow', handled: true };
      }
      return { state: { open: false, active: -1 }, effect: 'submit', handled: false };
    case 'Escape':
      if (state.open) return { state: { open: false, active: -1 }, handled: true };
      return { state, effect: 'clear', handled: true };
    case 'Tab':
      return { state: { open: false, active: -1 }, handled: false };
    default:
      return { state, handled: false };
  }
}
