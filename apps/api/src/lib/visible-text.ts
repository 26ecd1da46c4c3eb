import { hasVisibleText } from '@hatake/contract';
import { invalidArgument } from './domain-error.ts';

/**
 * Refuses (400 naming the first offending field) any of `names` whose value has no visible
 * character — empty, spaces (U+3000 too) or zero-width characters only (docs/accounts.md). Fields
 * that are absent (undefined) are not checked: optional ones are left to their defaults.
 */
export const assertVisibleText = <K extends string>(
  fields: Partial<Record<K, string>>,
  names: readonly K[],
): void => {
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined && !hasVisibleText(value)) throw invalidArgument(`${name} must not be blank`);
  }
};
