'use client';

import { useParams } from 'next/navigation';
import { ErrorScreen } from '@/components/error/error-screen.tsx';

// Fatal or unhandled errors under the default layout lead to the error screen (docs/product.md#error-screen).
// The language is the route's [locale] segment (no next-intl in the browser for this boundary).
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale?: string }>();
  const status = (error as { status?: number }).status === 404 ? 404 : 500;
  return <ErrorScreen status={status} locale={locale === 'en' ? 'en' : 'ja'} />;
}
