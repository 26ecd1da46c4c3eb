import { getLocale } from 'next-intl/server';
import { BotErrorBody, ErrorScreen } from '@/components/error/error-screen.tsx';
import { isLocale } from '@/i18n/routing.ts';
import { isBotRequest } from '@/lib/bot.ts';

// Rendered with status 404 for notFound() anywhere under the default layout (and unknown paths).
export default async function NotFound() {
  const locale = await getLocale();
  if (await isBotRequest()) return <BotErrorBody status={404} />;
  return <ErrorScreen status={404} locale={isLocale(locale) ? locale : 'ja'} />;
}
