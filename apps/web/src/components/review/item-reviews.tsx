import { getTranslations } from 'next-intl/server';
import { REVIEW_LIMIT, ReviewSection, reviewSectionText } from '@/components/catalogue/review-section.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import { listExperienceReviews, listProductReviews } from '@/lib/api/catalogue.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { getMyReviews, type MyReviews, type ReviewSubject } from '@/lib/api/reviews.ts';
import type { Rate } from '@/lib/api/types.ts';
import { authedApi } from '@/lib/auth/session.ts';
import {
  itemPath,
  parseBuyersOnly,
  parseRates,
  parseReviewToken,
  reviewFormPath,
  reviewListHref,
} from '@/lib/reviews/form.ts';
import type { Review } from '../catalogue/review-list.tsx';
import { ReactionButtons, ReactionsForm } from './reaction-buttons.tsx';

type Query = Record<string, string | string[] | undefined>;
type ReviewPage = { reviews: Review[]; nextToken: string };

/**
 * One page of reviews: `rates` ("" = all), only buyers' when `buyers`, from `token` ("" = the
 * newest). A token the API refuses (400: an old or edited link) falls back to the first page;
 * `undefined` when the API cannot answer.
 */
async function loadPage(
  subject: ReviewSubject,
  id: string,
  filter: { rates: string; buyers: boolean },
  token: string,
): Promise<ReviewPage | undefined> {
  const query = { limit: REVIEW_LIMIT, rates: filter.rates, ...(filter.buyers ? { purchased: true } : {}) };
  const list = (nextToken: string) =>
    subject === 'products'
      ? listProductReviews(id, { ...query, nextToken })
      : listExperienceReviews(id, { ...query, nextToken });
  try {
    return await list(token);
  } catch (error) {
    if (token && error instanceof ResponseError && error.status === 400)
      return list('').catch(() => undefined);
    return undefined;
  }
}

/** The signed-in member's own review and reactions for this item; none when signed out. */
async function loadMine(subject: ReviewSubject, id: string, locale: string): Promise<MyReviews | undefined> {
  const api = await authedApi(locale);
  if (!api) return undefined;
  try {
    return await getMyReviews(subject, id, { client: api });
  } catch {
    return undefined;
  }
}

// One class (globals.css): the seven filter chips are written twice, in the HTML and the RSC payload.
const chipClass = 'review-chip';

/**
 * The `#reviews` section of a product or experience page with what members do there
 * (docs/rules/reviews.md): 'write a review' (or edit the member's own), a filter by stars
 * (`?rates=`) and one keeping the reviews by buyers (`?buyers=1`, each marked 「購入者」), the like and dislike buttons showing the member's reaction, and the pages after the
 * first {@link REVIEW_LIMIT} (`?reviews=` carries the API's nextToken). Plain links and forms: it all
 * works without JavaScript.
 */
export async function ItemReviews({
  subject,
  itemId,
  rate,
  heading,
  locale,
  query,
  className,
}: {
  subject: ReviewSubject;
  itemId: string;
  rate: Rate;
  heading: string;
  locale: Locale;
  query: Query;
  className?: string;
}) {
  const rates = parseRates(query.rates);
  const buyers = parseBuyersOnly(query.buyers);
  const token = parseReviewToken(query.reviews);
  const path = itemPath(subject, itemId);
  const [page, mine, t, text] = await Promise.all([
    loadPage(subject, itemId, { rates, buyers }, token),
    loadMine(subject, itemId, locale),
    getTranslations('reviews'),
    reviewSectionText(heading, rate),
  ]);
  const reactions = new Map((mine?.reactions ?? []).map((r) => [r.reviewId, r.reactionType]));
  const own = mine?.reviews[0];
  const back = reviewListHref(path, { rates, buyers, token });
  const reactionText = {
    label: t('reactions.label'),
    like: t('reactions.like'),
    dislike: t('reactions.dislike'),
  };
  const filteredEmpty = buyers ? t('buyersEmpty') : rates ? t('filteredEmpty') : '';
  const sectionText = filteredEmpty ? { ...text, list: { ...text.list, empty: filteredEmpty } } : text;
  const counts = rate.detail as Record<string, number>;

  const controls = (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
      {rate.count > 0 ? (
        <nav aria-label={t('filter.label')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={reviewListHref(path, {})}
                aria-current={rates === '' && !buyers ? 'true' : undefined}
                className={chipClass}
              >
                {t('filter.all')}
              </Link>
            </li>
            {[5, 4, 3, 2, 1].map((star) => (
              <li key={star}>
                <Link
                  href={reviewListHref(path, { rates: String(star), buyers })}
                  aria-current={rates === String(star) ? 'true' : undefined}
                  className={chipClass}
                >
                  {t('filter.starCount', { star, count: counts[String(star)] ?? 0 })}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={reviewListHref(path, { rates, buyers: !buyers })}
                aria-current={buyers ? 'true' : undefined}
                className={chipClass}
                data-testid="reviews-buyers-filter"
              >
                {t('filter.buyers')}
              </Link>
            </li>
          </ul>
        </nav>
      ) : (
        <span />
      )}
      <Link
        href={reviewFormPath(subject, itemId)}
        className="inline-flex min-h-11 items-center rounded-full bg-persimmon px-6 font-bold text-sm text-white transition hover:bg-persimmon-dark"
      >
        {own ? t('edit') : t('write')}
      </Link>
    </div>
  );

  const footer =
    page && (page.nextToken || token) ? (
      <div className="mt-6 flex flex-wrap justify-center gap-3 border-line border-t pt-6">
        {token ? (
          <Link
            href={reviewListHref(path, { rates, buyers })}
            className="inline-flex min-h-11 items-center rounded-full border border-leaf px-5 font-semibold text-leaf-dark text-sm hover:bg-leaf-light"
          >
            {t('newest')}
          </Link>
        ) : null}
        {page.nextToken ? (
          <Link
            href={reviewListHref(path, { rates, buyers, token: page.nextToken })}
            className="inline-flex min-h-11 items-center rounded-full bg-leaf-dark px-5 font-semibold text-sm text-white hover:bg-leaf"
          >
            {t('more')}
          </Link>
        ) : null}
      </div>
    ) : null;

  return (
    <ReactionsForm subject={subject} itemId={itemId} back={back} text={reactionText}>
      <ReviewSection
        rate={rate}
        reviews={page?.reviews}
        locale={locale}
        text={sectionText}
        className={className}
        controls={controls}
        footer={footer}
        actions={(review) => (
          <ReactionButtons
            reviewId={review.id}
            likeTotal={review.likeTotal}
            dislikeTotal={review.dislikeTotal}
            mine={reactions.get(review.id) ?? 0}
          />
        )}
      />
    </ReactionsForm>
  );
}
