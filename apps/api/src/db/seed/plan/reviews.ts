/** Reviews and reactions: a few per product or experience on sale, by members chosen at random (deterministically). */
import { ExperienceReviewReactionType, ProductReviewReactionType } from '@hatake/contract';
import { newId } from '../../id.ts';
import { EXPERIENCES } from '../content/experiences.ts';
import { PRODUCTS } from '../content/products.ts';
import { EXPERIENCE_REVIEWS, PRODUCT_REVIEWS, type ReviewTemplate } from '../content/reviews.ts';
import { USERS } from '../content/users.ts';
import { createRandom, hashString } from '../random.ts';
import { DAY, must, type SeedPlan, shuffled } from './context.ts';

/** Reviews of products and experiences already on sale, each with some reactions. */
export const planReviews = (plan: SeedPlan): void => {
  const { base, rows, productIds, experienceIds, userIds, productCategory, productStart } = plan;
  const userKeys = USERS.map((u) => u.key);
  const review = (
    subjectKey: string,
    templates: readonly ReviewTemplate[],
    maxCount: number,
    daysOnSale: number,
    add: (row: { id: string; userKey: string; template: ReviewTemplate; createdAt: Date }) => void,
  ) => {
    const r = createRandom(hashString(`review:${subjectKey}`));
    const count = Math.min(r.int(1, maxCount), templates.length);
    const authors = shuffled(userKeys, r).slice(0, count);
    const texts = shuffled(templates, r).slice(0, count);
    authors.forEach((userKey, index) => {
      const template = must(texts[index], 'review template');
      const ageDays = r.range(0.5, Math.max(1, Math.min(daysOnSale, 90)));
      add({ id: newId(), userKey, template, createdAt: new Date(base - ageDays * DAY) });
    });
  };
  const reactions = (
    seedKey: string,
    reviewId: string,
    authorKey: string,
    reaction: typeof ProductReviewReactionType | typeof ExperienceReviewReactionType,
    add: (row: { reviewId: string; userId: string; reactionType: number }) => void,
  ) => {
    const r = createRandom(hashString(`reaction:${seedKey}`));
    for (const userKey of shuffled(userKeys, r).slice(0, r.int(0, 6))) {
      if (userKey === authorKey) continue;
      add({
        reviewId,
        userId: userIds.get(userKey),
        reactionType: r.chance(0.85) ? reaction.LIKE : reaction.DISLIKE,
      });
    }
  };
  for (const p of PRODUCTS) {
    const start = must(productStart.get(p.key), `product ${p.key}`);
    if (start >= 0) continue; // presale products cannot have been bought yet
    const category = must(productCategory.get(p.key), `category of ${p.key}`);
    const templates = PRODUCT_REVIEWS[category as keyof typeof PRODUCT_REVIEWS];
    review(p.key, templates, 4, -start, ({ id, userKey, template, createdAt }) => {
      rows.productReviews.push({
        id,
        productId: productIds.get(p.key),
        userId: userIds.get(userKey),
        rate: template.rate,
        title: template.title,
        comment: template.comment,
        createdAt,
        updatedAt: createdAt,
      });
      reactions(`${p.key}:${userKey}`, id, userKey, ProductReviewReactionType, (row) =>
        rows.productReviewReactions.push(row),
      );
    });
  }
  for (const e of EXPERIENCES) {
    if (e.startInDays >= 0) continue;
    review(e.key, EXPERIENCE_REVIEWS, 3, -e.startInDays, ({ id, userKey, template, createdAt }) => {
      rows.experienceReviews.push({
        id,
        experienceId: experienceIds.get(e.key),
        userId: userIds.get(userKey),
        rate: template.rate,
        title: template.title,
        comment: template.comment,
        createdAt,
        updatedAt: createdAt,
      });
      reactions(`${e.key}:${userKey}`, id, userKey, ExperienceReviewReactionType, (row) =>
        rows.experienceReviewReactions.push(row),
      );
    });
  }
};
