'use client';

import { ErrorScreen } from '@/components/error/error-screen.tsx';
import './globals.css';

// Replaces the whole document when the root layout itself fails.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale =
    typeof window !== 'undefined' && /^\/en(?:\/|$)/.test(window.location.pathname) ? 'en' : 'ja';
  const status = (error as { status?: number }).status === 404 ? 404 : 500;
  return (
    <html lang={locale}>
      <body>
        <main id="main-content">
          <ErrorScreen status={status} locale={locale} />
        </main>
      </body>
    </html>
  );
}
