import type { Locale } from '../../i18n/routing.ts';

/** Something the API names in Japanese (`name`) and, where someone wrote one, in English (`nameEn`). */
export type BilingualName = { name: string; nameEn?: string | undefined };

/**
 * The name to show on a page (docs/api.md#english-names): English pages show `nameEn` when it was
 * written, else the Japanese `name` as data; Japanese pages always show `name`. `undefined` (a
 * side-load that is missing) shows as ''.
 */
export function localizedName(named: BilingualName | undefined, locale: Locale): string {
  if (!named) return '';
  if (locale !== 'ja' && named.nameEn?.trim()) return named.nameEn;
  return named.name;
}

/** The same items with `name` replaced by {@link localizedName}, for lists printed by `name`. */
export function withShownNames<T extends BilingualName>(items: readonly T[], locale: Locale): T[] {
  return items.map((item) => ({ ...item, name: localizedName(item, locale) }));
}
