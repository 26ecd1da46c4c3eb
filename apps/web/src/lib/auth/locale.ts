import { getLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import { toLocale } from '../i18n/page-params.ts';

/** The request's locale, for server actions. */
export async function currentLocale(): Promise<Locale> {
  return toLocale(await getLocale());
}
