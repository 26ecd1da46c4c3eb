import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing.ts';

/** The request's locale, for server actions. */
export async function currentLocale(): Promise<Locale> {
  const raw = await getLocale();
  return isLocale(raw) ? raw : 'ja';
}
