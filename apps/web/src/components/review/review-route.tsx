import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation.ts';
import type { ReviewSubject } from '@/lib/api/reviews.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { reviewFormPath } from '@/lib/reviews/form.ts';
import { type ReviewedItem, ReviewPage } from './review-page.tsx';

// The page `/reviews/{products|experiences}/{id}` for either subject: the route files name the
// subject and how to load the item, nothing else (docs/product.md).

type Props = { params: Promise<{ locale: string; id: string }> };

/** The review page's metadata: its title, and never indexed (it is a member's form). */
export async function reviewPageMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'reviews.page' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The page component that writes or edits the member's review of a `subject` item; signed out, it
 * sends to sign in and back here. An unknown or hidden item is the loader's 404.
 */
export function reviewRoute(subject: ReviewSubject, loadItem: (id: string) => Promise<ReviewedItem>) {
  return async function ReviewRoute({ params }: Props) {
    const { locale, id } = await pageParams(params);
    setRequestLocale(locale);
    if (!(await getCurrentUser())) {
      return redirect({
        href: { pathname: '/signin', query: { redirect: reviewFormPath(subject, id) } },
        locale,
      });
    }
    return <ReviewPage subject={subject} item={await loadItem(id)} locale={locale} />;
  };
}
