import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReviewPage } from '@/components/review/review-page.tsx';
import { redirect } from '@/i18n/navigation.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { loadExperience } from '@/lib/catalogue/detail-data.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { reviewFormPath } from '@/lib/reviews/form.ts';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'reviews.page' });
  return { title: t('title'), robots: { index: false } };
}

/** docs/product.md: write or edit an experience review (members; signed out → sign in, then back here). */
export default async function ExperienceReviewPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  if (!(await getCurrentUser())) {
    return redirect({
      href: { pathname: '/signin', query: { redirect: reviewFormPath('experiences', id) } },
      locale,
    });
  }
  const { experience } = await loadExperience(id);
  return (
    <ReviewPage
      subject="experiences"
      item={{ id: experience.id, name: experience.title, thumbnailUrl: experience.thumbnailUrl }}
      locale={locale}
    />
  );
}
