import { getTranslations } from 'next-intl/server';
import { SUGGESTED_EXPERIENCES, SUGGESTED_PRODUCTS } from '@/lib/search/suggestions.ts';

/** What the header's search box says, formatted on the server (the `search` messages). */
export type HeaderSearchTexts = {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  products: string;
  experiences: string;
  loading: string;
  none: string;
  /** The live status for each number of suggestions the box can show (index = count). */
  status: readonly string[];
};

/**
 * The box's texts for the request's language. The status is a plural message: it is formatted here
 * for every count the box can show, so the browser needs no message formatter.
 */
export async function headerSearchTexts(): Promise<HeaderSearchTexts> {
  const t = await getTranslations('search');
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    products: t('products'),
    experiences: t('experiences'),
    loading: t('loading'),
    none: t('none'),
    status: Array.from({ length: SUGGESTED_PRODUCTS + SUGGESTED_EXPERIENCES + 1 }, (_, count) =>
      t('status', { count }),
    ),
  };
}
