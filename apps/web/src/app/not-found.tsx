import type { Metadata } from 'next';
import { BotErrorBody, ERROR_TEXT, ErrorScreen } from '@/components/error/error-screen.tsx';
import { isBotRequest } from '@/lib/bot.ts';

export const metadata: Metadata = { title: ERROR_TEXT.ja.title, robots: { index: false } };

// Reached for URLs outside any locale route (e.g. `/file.txt`); shown in Japanese, the default locale.
export default async function GlobalNotFound() {
  const bot = await isBotRequest();
  return (
    <html lang="ja">
      <body>
        <main id="main-content">
          {bot ? (
            <BotErrorBody status={404} />
          ) : (
            <ErrorScreen status={404} locale="ja" documentTitle={false} />
          )}
        </main>
      </body>
    </html>
  );
}
