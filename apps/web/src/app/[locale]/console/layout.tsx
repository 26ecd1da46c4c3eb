import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { consoleMessages } from '@/lib/console/messages.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = consoleMessages(await localeOf(params));
  // The console is for staff: never indexed, never followed.
  return {
    title: { template: `%s | ${t.title}`, default: t.title },
    robots: { index: false, follow: false },
  };
}

// The seller console (docs/console.md "Web console"): its own frame, not the storefront's header.
export default function ConsoleLayout({ children }: Props) {
  return <div className="min-h-dvh bg-cream-dark/40">{children}</div>;
}
