import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';
import { getMyReviews, type ReviewSubject } from '@/lib/api/reviews.ts';
import { authedApi } from '@/lib/auth/session.ts';
import { itemPath } from '@/lib/reviews/form.ts';
import { MediaImage } from '../ui/media-image.tsx';
import { ReviewForm } from './review-form.tsx';

/** What the review page shows of the item it reviews. */
export type ReviewedItem = { id: string; name: string; thumbnailUrl: string };

/** The member's own live review of the item, if any (none when the API cannot say). */
async function ownReview(subject: ReviewSubject, id: string, locale: string) {
  const api = await authedApi(locale);
  if (!api) return undefined;
  try {
    return (await getMyReviews(subject, id, { client: api })).reviews[0];
  } catch {
    return undefined;
  }
}

/**
 * `/reviews/{products|experiences}/{id}` for a signed-in member: the item being reviewed, then the
 * form — empty, or filled with the member's review to edit it (one review per member per item,
 * docs/rules/reviews.md). The client form gets only `reviews.form` (docs/adr/0011).
 */
export async function ReviewPage({
  subject,
  item,
  locale,
}: {
  subject: ReviewSubject;
  item: ReviewedItem;
  locale: string;
}) {
  const [t, messages, review] = await Promise.all([
    getTranslations('reviews.page'),
    getMessages(),
    ownReview(subject, item.id, locale),
  ]);
  const reviews = messages.reviews as Record<string, unknown>;
  const heading = review ? t('editTitle') : t('title');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-2xl text-soil sm:text-3xl">{heading}</h1>
      <section
        aria-labelledby="review-target"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <h2 id="review-target" className="font-bold text-muted text-sm">
          {t(`target.${subject}`)}
        </h2>
        <div className="mt-3 flex items-center gap-4">
          <MediaImage
            url={item.thumbnailUrl}
            alt=""
            aspect="aspect-square"
            sizes="80px"
            className="w-20 shrink-0 rounded-xl"
            placeholderLabel=""
          />
          <Link
            href={itemPath(subject, item.id)}
            className="font-bold text-leaf-dark underline-offset-4 hover:underline"
          >
            {item.name}
          </Link>
        </div>
      </section>
      {review ? (
        <p className="mt-6 rounded-xl bg-leaf-light px-4 py-3 text-leaf-dark text-sm">
          {t('editing', { subject })}
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8">
        <NextIntlClientProvider messages={{ reviews: { form: reviews.form } }}>
          <ReviewForm
            subject={subject}
            itemId={item.id}
            reviewId={review?.id}
            initial={{
              rate: review ? String(review.rate) : '',
              title: review?.title ?? '',
              comment: review?.comment ?? '',
            }}
          />
        </NextIntlClientProvider>
      </div>
    </div>
  );
}
