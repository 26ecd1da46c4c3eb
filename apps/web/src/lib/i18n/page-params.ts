import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/routing.ts';

/**
 * The locale of a `[locale]` route segment: the segment when it is a known locale, else the default
 * (`ja`). The `[locale]` layout already answers unknown locales with 404, so the fallback only keeps
 * the type narrow.
 */
export function toLocale(raw: string | undefined): Locale {
  return isLocale(raw) ? raw : DEFAULT_LOCALE;
}

/** The locale of a page's, layout's or `generateMetadata`'s `params`. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  return toLocale((await params).locale);
}

/**
 * A detail page's `[id]` segment as the API knows it: percent-decoded (Next passes dynamic segments
 * still encoded), or the raw segment when it is not valid percent-encoding.
 */
export function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `{ locale, id }` of a `[locale]/…/[id]` page's `params`, the id decoded by {@link decodeId}. */
export async function pageParams(
  params: Promise<{ locale: string; id: string }>,
): Promise<{ locale: Locale; id: string }> {
  const { locale, id } = await params;
  return { locale: toLocale(locale), id: decodeId(id) };
}
