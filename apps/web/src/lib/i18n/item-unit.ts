import type { Locale } from '../../i18n/routing.ts';

/**
 * English for the units coordinators write in `itemUnit` (free text: 箱, 袋, セット…). The product
 * owns these words, so they are translated; a unit not listed here is data and shows as written.
 */
const ENGLISH_UNITS: Readonly<Record<string, string>> = {
  箱: 'box',
  ケース: 'case',
  個: 'piece',
  袋: 'bag',
  パック: 'pack',
  セット: 'set',
  束: 'bunch',
  玉: 'head',
  瓶: 'jar',
  缶: 'can',
  枚: 'sheet',
  kg: 'kg',
  g: 'g',
};

/** `itemUnit` as English pages name it: the English word for a known unit, else the text as written. */
export function itemUnitName(unit: string, locale: Locale): string {
  const trimmed = unit.trim();
  if (locale === 'ja') return trimmed;
  return ENGLISH_UNITS[trimmed] ?? trimmed;
}

/** Whether English pages show this unit in English (false: unknown, shown as written). */
export function isKnownUnit(unit: string): boolean {
  return Object.hasOwn(ENGLISH_UNITS, unit.trim());
}
