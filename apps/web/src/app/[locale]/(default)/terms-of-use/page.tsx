import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page.tsx';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'legal.terms', '/terms-of-use');
}

export default async function TermsPage({ params }: Props) {
  return <LegalPage locale={await localeOf(params)} namespace="legal.terms" eyebrow="TERMS OF USE" />;
}
