import { prefectureLabel } from '@hatake/contract/values';
import type { Locale } from '@/i18n/routing.ts';
import type { ExperiencesResponse, ProductsResponse } from '@/lib/api/types.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { SUGGESTED_EXPERIENCES, SUGGESTED_PRODUCTS, type Suggestion } from './suggestions.ts';

// Apart from the combobox's keyboard (suggestions.ts): the header box imports this with the API
// client on its first suggestion, so the prefecture names stay out of every page's first load.

/**
 * Products first, then experiences, each with its marche's name; at most the suggested counts. Names
 * in the page's language (English twins where written on English pages).
 */
export function toSuggestions(
  products: Pick<ProductsResponse, 'products' | 'coordinators'>,
  experiences: Pick<ExperiencesResponse, 'experiences' | 'coordinators'>,
  locale: Locale,
): Suggestion[] {
  const marches = new Map(
    [...products.coordinators, ...experiences.coordinators].map((c) => [
      c.id,
      localizedText(c.marcheName, c.marcheNameEn, locale),
    ]),
  );
  return [
    ...products.products.slice(0, SUGGESTED_PRODUCTS).map(
      (product): Suggestion => ({
        key: `p-${product.id}`,
        kind: 'product',
        label: localizedText(product.name, product.nameEn, locale),
        detail: marches.get(product.coordinatorId) ?? '',
        href: `/items/${encodeURIComponent(product.id)}`,
      }),
    ),
    ...experiences.experiences.slice(0, SUGGESTED_EXPERIENCES).map(
      (experience): Suggestion => ({
        key: `e-${experience.id}`,
        kind: 'experience',
        label: localizedText(experience.title, experience.titleEn, locale),
        detail: [marches.get(experience.coordinatorId), prefectureLabel(experience.hostPrefecture, locale)]
          .filter(Boolean)
          .join(' · '),
        href: `/experiences/${encodeURIComponent(experience.id)}`,
      }),
    ),
  ];
}
