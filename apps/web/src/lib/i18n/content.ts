import type { Locale } from '../../i18n/routing.ts';

/**
 * What coordinators write (product names, experience titles, marche names, producer names, live
 * titles, their descriptions) may have an English twin (docs/api.md#english-names). English pages
 * show the twin where it was written, else the Japanese as data; Japanese pages always show the
 * Japanese. Each function answers the same object with the shown text in the Japanese field, so the
 * components that print `name`, `title`, `marcheName`… stay unaware of the language.
 */
export function localizedText(japanese: string, english: string | undefined, locale: Locale): string {
  if (locale !== 'ja' && english?.trim()) return english;
  return japanese;
}

type Named = { name: string; nameEn?: string; description?: string; descriptionEn?: string };
type Titled = { title: string; titleEn?: string; description?: string; descriptionEn?: string };
type Marche = { marcheName: string; marcheNameEn?: string; profile?: string; profileEn?: string };
type Person = { username: string; usernameEn?: string; profile?: string; profileEn?: string };
type Live = Titled & { products?: Named[] };

/** A product (or live product) with its name and description in the page's language. */
export function productShown<T extends Named>(product: T, locale: Locale): T {
  if (locale === 'ja') return product;
  const shown: T = { ...product, name: localizedText(product.name, product.nameEn, locale) };
  if (product.description !== undefined) {
    shown.description = localizedText(product.description, product.descriptionEn, locale);
  }
  return shown;
}

/** An experience or a live schedule with its title and description in the page's language. */
export function titledShown<T extends Titled>(item: T, locale: Locale): T {
  if (locale === 'ja') return item;
  const shown: T = { ...item, title: localizedText(item.title, item.titleEn, locale) };
  if (item.description !== undefined) {
    shown.description = localizedText(item.description, item.descriptionEn, locale);
  }
  return shown;
}

/** A live summary with its title and its products' names in the page's language. */
export function liveShown<T extends Live>(live: T, locale: Locale): T {
  if (locale === 'ja') return live;
  const shown = titledShown(live, locale);
  if (live.products) shown.products = live.products.map((product) => productShown(product, locale));
  return shown;
}

/** A coordinator with its marche name and profile in the page's language. */
export function marcheShown<T extends Marche>(coordinator: T, locale: Locale): T {
  if (locale === 'ja') return coordinator;
  const shown: T = {
    ...coordinator,
    marcheName: localizedText(coordinator.marcheName, coordinator.marcheNameEn, locale),
  };
  if (coordinator.profile !== undefined) {
    shown.profile = localizedText(coordinator.profile, coordinator.profileEn, locale);
  }
  return shown;
}

/** A producer with their name and profile in the page's language. */
export function producerShown<T extends Person>(producer: T, locale: Locale): T {
  if (locale === 'ja') return producer;
  const shown: T = { ...producer, username: localizedText(producer.username, producer.usernameEn, locale) };
  if (producer.profile !== undefined)
    shown.profile = localizedText(producer.profile, producer.profileEn, locale);
  return shown;
}

/** Every item of a list through one of the functions above. */
export function allShown<T>(items: readonly T[], locale: Locale, show: (item: T, locale: Locale) => T): T[] {
  return items.map((item) => show(item, locale));
}
