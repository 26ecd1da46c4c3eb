'use client';

import { useLocale } from 'next-intl';
import { ErrorScreen } from '@/components/error/error-screen.tsx';

// Fatal or unhandled errors under the default layout lead to the error screen (docs/product.md#error-screen).
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const locale = useLocale();
  const status = (error as { status?: number }).status === 404 ? 404 : 500;
  return <ErrorScreen status={status} locale={locale === 'en' ? 'en' : 'ja'} />;
}
