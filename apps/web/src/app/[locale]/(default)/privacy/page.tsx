import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page.tsx';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { staticPageMetadata } from '@/lib/static-page.ts';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'legal.privacy', '/privacy');
}

export default async function PrivacyPage({ params }: Props) {
  return <LegalPage locale={await localeOf(params)} namespace="legal.privacy" eyebrow="PRIVACY POLICY" />;
}
