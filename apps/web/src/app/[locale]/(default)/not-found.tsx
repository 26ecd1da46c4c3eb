import { getLocale } from 'next-intl/server';
import { BotErrorBody, ErrorScreen } from '@/components/error/error-screen.tsx';
import { isLocale } from '@/i18n/routing.ts';
import { isBotRequest } from '@/lib/bot.ts';

// For notFound() called by pages under the default layout (e.g. an unknown product id). Unknown
// paths are handled by app/not-found.tsx instead (see there for why).
export default async function NotFound() {
  const locale = await getLocale();
  if (await isBotRequest()) return <BotErrorBody status={404} />;
  return <ErrorScreen status={404} locale={isLocale(locale) ? locale : 'ja'} />;
}
