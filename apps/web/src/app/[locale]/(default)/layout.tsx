import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell.tsx';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function DefaultLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SiteShell>{children}</SiteShell>;
}
