/**
 * Turns the data modules into rows: ids, foreign keys, timestamps relative to `now`, picture URLs.
 * Pure apart from the random ids; inserting is index.ts's job.
 */

import { ExperienceReviewReactionType, ProductReviewReactionType } from '@hatake/contract';
import { PaymentProviderType, SpotUserType, UserType } from '../enums.ts';
import { newId } from '../id.ts';
import type {
  categories,
  coordinators,
  experienceReviewReactions,
  experienceReviews,
  experiences,
  experienceTypes,
  liveComments,
  lives,
  paymentSystems,
  producers,
  productReviewReactions,
  productReviews,
  products,
  productTags,
  productTypes,
  promotions,
  schedules,
  shippings,
  spots,
  spotTypes,
  users,
  videoComments,
  videos,
  volunteerPosts,
} from '../schema/index.ts';
import { DEFAULT_SHIPPING_ID } from '../schema/shipping.ts';
import { CATEGORIES, EXPERIENCE_TYPES, PRODUCT_TAGS, PRODUCT_TYPES, SPOT_TYPES } from './content/catalog.ts';
import { type AvatarSeed, COORDINATORS, PRODUCERS, type SceneSeed } from './content/coordinators.ts';
import {
  COORDINATORS_EN,
  EXPERIENCES_EN,
  PRODUCERS_EN,
  PRODUCTS_EN,
  SCHEDULES_EN,
} from './content/english.ts';
import { EXPERIENCES } from './content/experiences.ts';
import { PAYMENT_SYSTEMS } from './content/payment-systems.ts';
import { PRODUCTS } from './content/products.ts';
import { PROMOTIONS } from './content/promotions.ts';
import { EXPERIENCE_REVIEWS, PRODUCT_REVIEWS, type ReviewTemplate } from './content/reviews.ts';
import { LIVE_COMMENTS, SCHEDULES } from './content/schedules.ts';
import { SHIPPINGS, shippingRates } from './content/shipping.ts';
import { SPOTS } from './content/spots.ts';
import { USERS } from './content/users.ts';
import { VIDEO_COMMENTS, VIDEOS } from './content/videos.ts';
import { VOLUNTEERS } from './content/volunteers.ts';
import { type PictureBook, type PictureSize, SIZE } from './images.ts';
import type { SeedMedia } from './media.ts';
import { createRandom, hashString, type Random } from './random.ts';

export type SeedRows = {
  categories: (typeof categories.$inferInsert)[];
  productTypes: (typeof productTypes.$inferInsert)[];
  productTags: (typeof productTags.$inferInsert)[];
  experienceTypes: (typeof experienceTypes.$inferInsert)[];
  spotTypes: (typeof spotTypes.$inferInsert)[];
  coordinators: (typeof coordinators.$inferInsert)[];
  producers: (typeof producers.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  experiences: (typeof experiences.$inferInsert)[];
  shippings: (typeof shippings.$inferInsert)[];
  promotions: (typeof promotions.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  schedules: (typeof schedules.$inferInsert)[];
  lives: (typeof lives.$inferInsert)[];
  liveComments: (typeof liveComments.$inferInsert)[];
  videos: (typeof videos.$inferInsert)[];
  videoComments: (typeof videoComments.$inferInsert)[];
  productReviews: (typeof productReviews.$inferInsert)[];
  productReviewReactions: (typeof productReviewReactions.$inferInsert)[];
  experienceReviews: (typeof experienceReviews.$inferInsert)[];
  experienceReviewReactions: (typeof experienceReviewReactions.$inferInsert)[];
  spots: (typeof spots.$inferInsert)[];
  volunteerPosts: (typeof volunteerPosts.$inferInsert)[];
  paymentSystems: (typeof paymentSystems.$inferInsert)[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const JST_OFFSET = 9 * 60 * MINUTE;

/** key → id, failing loudly on a typo in the data modules. */
class Ids {
  readonly #ids = new Map<string, string>();
  readonly #name: string;

  constructor(name: string) {
    this.#name = name;
  }

  create(key: string): string {
    if (this.#ids.has(key)) throw new Error(`seed: duplicate ${this.#name} key ${key}`);
    const id = newId();
    this.#ids.set(key, id);
    return id;
  }

  get(key: string): string {
    const id = this.#ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown ${this.#name} key ${key}`);
    return id;
  }
}

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/** Deterministic shuffle (Fisher–Yates). */
const shuffled = <T>(items: readonly T[], r: Random): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
};

export const buildSeedRows = (now: Date, pictures: PictureBook, media: SeedMedia): SeedRows => {
  // Whole minutes keep the demo timestamps tidy; every window is relative to this instant.
  const base = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const at = (days: number, minutes = 0): Date => new Date(base + days * DAY + minutes * MINUTE);
  const jstDate = (days: number): string =>
    new Date(base + days * DAY + JST_OFFSET).toISOString().slice(0, 10);
  const scene = (s: SceneSeed, size: PictureSize, variant = 0) =>
    pictures.url({ kind: 'landscape', scene: s.scene, palette: s.palette, time: s.time, variant }, size);
  const avatar = (a: AvatarSeed) =>
    pictures.url(
      { kind: 'avatar', shirt: a.shirt, background: a.background, hat: a.hat, variant: 0 },
      SIZE.avatar,
    );

  const categoryIds = new Ids('category');
  const typeIds = new Ids('product type');
  const tagIds = new Ids('product tag');
  const experienceTypeIds = new Ids('experience type');
  const spotTypeIds = new Ids('spot type');
  const coordinatorIds = new Ids('coordinator');
  const producerIds = new Ids('producer');
  const productIds = new Ids('product');
  const experienceIds = new Ids('experience');
  const userIds = new Ids('user');
  const scheduleIds = new Ids('schedule');
  const videoIds = new Ids('video');

  const rows: SeedRows = {
    categories: CATEGORIES.map((c) => ({ id: categoryIds.create(c.key), name: c.name, nameEn: c.nameEn })),
    productTypes: PRODUCT_TYPES.map((t) => ({
      id: typeIds.create(t.key),
      categoryId: categoryIds.get(t.category),
      name: t.name,
      nameEn: t.nameEn,
      iconUrl: pictures.url({ kind: 'icon', motif: t.icon.motif, palette: t.icon.palette }, SIZE.icon),
    })),
    productTags: PRODUCT_TAGS.map((t) => ({ id: tagIds.create(t.key), name: t.name, nameEn: t.nameEn })),
    experienceTypes: EXPERIENCE_TYPES.map((t) => ({
      id: experienceTypeIds.create(t.key),
      name: t.name,
      nameEn: t.nameEn,
    })),
    spotTypes: SPOT_TYPES.map((t) => ({ id: spotTypeIds.create(t.key), name: t.name, nameEn: t.nameEn })),
    coordinators: [],
    producers: [],
    products: [],
    experiences: [],
    shippings: [],
    promotions: [],
    users: [],
    schedules: [],
    lives: [],
    liveComments: [],
    videos: [],
    videoComments: [],
    productReviews: [],
    productReviewReactions: [],
    experienceReviews: [],
    experienceReviewReactions: [],
    spots: [],
    volunteerPosts: [],
    paymentSystems: PAYMENT_SYSTEMS.map((p) => ({
      methodType: p.methodType,
      providerType: PaymentProviderType.SANDBOX,
      status: p.status,
      createdAt: at(-365),
    })),
  };

  // Coordinators and producers ------------------------------------------------------------------
  COORDINATORS.forEach((c, index) => {
    const productTypeIds = [
      ...new Set(
        PRODUCTS.filter(
          (p) => PRODUCERS.find((producer) => producer.key === p.producer)?.coordinator === c.key,
        ).map((p) => typeIds.get(p.type)),
      ),
    ];
    rows.coordinators.push({
      id: coordinatorIds.create(c.key),
      marcheName: c.marcheName,
      username: c.username,
      profile: c.profile,
      marcheNameEn: COORDINATORS_EN[c.key]?.name ?? '',
      profileEn: COORDINATORS_EN[c.key]?.description ?? '',
      productTypeIds,
      businessDays: c.businessDays,
      thumbnailUrl: avatar(c.avatar),
      headerUrl: scene(c.header, SIZE.wide),
      promotionVideoUrl: '',
      instagramId: c.instagramId,
      facebookId: c.facebookId,
      prefectureCode: c.prefectureCode,
      city: c.city,
      phoneNumber: c.phoneNumber,
      email: c.email,
      createdAt: at(-400 + index * 10),
      updatedAt: at(-30 + index),
    });
  });
  const farmUrl = new Map<string, string>();
  const producerCoordinator = new Map<string, string>();
  PRODUCERS.forEach((p, index) => {
    const farm = scene(p.farm, SIZE.media, 1);
    farmUrl.set(p.key, farm);
    producerCoordinator.set(p.key, p.coordinator);
    rows.producers.push({
      id: producerIds.create(p.key),
      coordinatorId: coordinatorIds.get(p.coordinator),
      username: p.username,
      profile: p.profile,
      usernameEn: PRODUCERS_EN[p.key] ?? '',
      thumbnailUrl: avatar(p.avatar),
      headerUrl: farm,
      promotionVideoUrl: '',
      instagramId: p.instagramId,
      facebookId: p.facebookId,
      prefectureCode: p.prefectureCode,
      city: p.city,
      createdAt: at(-380 + index * 3),
      updatedAt: at(-20 + index),
    });
  });

  // Products -----------------------------------------------------------------------------------
  const productCategory = new Map<string, string>();
  const productStart = new Map<string, number>();
  const priority = new Map<string, number>();
  for (const p of PRODUCTS) {
    const coordinator = must(producerCoordinator.get(p.producer), `producer ${p.producer}`);
    const type = must(
      PRODUCT_TYPES.find((t) => t.key === p.type),
      `product type ${p.type}`,
    );
    const rank = (priority.get(coordinator) ?? 0) + 1;
    priority.set(coordinator, rank);
    productCategory.set(p.key, type.category);
    productStart.set(p.key, p.startInDays);
    rows.products.push({
      id: productIds.create(p.key),
      coordinatorId: coordinatorIds.get(coordinator),
      producerId: producerIds.get(p.producer),
      categoryId: categoryIds.get(type.category),
      productTypeId: typeIds.get(p.type),
      productTagIds: p.tags.map((t) => tagIds.get(t)),
      name: p.name,
      description: p.description,
      nameEn: PRODUCTS_EN[p.key]?.name ?? '',
      descriptionEn: PRODUCTS_EN[p.key]?.description ?? '',
      public: true,
      media: [
        {
          url: pictures.url({ kind: 'product', ...p.picture, layout: 'crate', variant: 0 }, SIZE.media),
          isThumbnail: true,
        },
        { url: must(farmUrl.get(p.producer), `farm of ${p.producer}`), isThumbnail: false },
      ],
      price: p.price,
      cost: Math.round(p.price * 0.6),
      inventory: p.inventory,
      weight: p.weight,
      itemUnit: p.itemUnit,
      itemDescription: p.itemDescription,
      deliveryType: p.deliveryType,
      storageMethodType: p.storageMethodType,
      expirationDate: p.expirationDate,
      recommendedPoint1: p.points[0],
      recommendedPoint2: p.points[1],
      recommendedPoint3: p.points[2],
      box60Rate: p.box[0],
      box80Rate: p.box[1],
      box100Rate: p.box[2],
      originPrefectureCode: p.originPrefectureCode,
      originCity: p.originCity,
      coordinatorPriority: rank,
      startAt: at(p.startInDays),
      endAt: at(730),
      createdAt: at(Math.min(p.startInDays, 0) - 3),
      updatedAt: at(Math.min(p.startInDays, 0) - 1),
    });
  }

  // Experiences --------------------------------------------------------------------------------
  for (const e of EXPERIENCES) {
    const coordinator = must(producerCoordinator.get(e.producer), `producer ${e.producer}`);
    const [landscape, closeup] = e.pictures;
    rows.experiences.push({
      id: experienceIds.create(e.key),
      coordinatorId: coordinatorIds.get(coordinator),
      producerId: producerIds.get(e.producer),
      experienceTypeId: experienceTypeIds.get(e.type),
      title: e.title,
      description: e.description,
      titleEn: EXPERIENCES_EN[e.key]?.name ?? '',
      descriptionEn: EXPERIENCES_EN[e.key]?.description ?? '',
      public: true,
      soldOut: e.soldOut ?? false,
      media: [
        { url: scene(landscape, SIZE.media, 2), isThumbnail: true },
        {
          // Same picture as a product with this motif, when there is one (drawn once).
          url: pictures.url({ kind: 'product', ...closeup, layout: 'crate', variant: 0 }, SIZE.media),
          isThumbnail: false,
        },
        { url: must(farmUrl.get(e.producer), `farm of ${e.producer}`), isThumbnail: false },
      ],
      priceAdult: e.prices[0],
      priceJuniorHighSchool: e.prices[1],
      priceElementarySchool: e.prices[2],
      pricePreschool: e.prices[3],
      priceSenior: e.prices[4],
      recommendedPoint1: e.points[0],
      recommendedPoint2: e.points[1],
      recommendedPoint3: e.points[2],
      promotionVideoUrl: '',
      duration: e.duration,
      direction: e.direction,
      businessOpenTime: e.open,
      businessCloseTime: e.close,
      hostPostalCode: e.host.postalCode,
      hostPrefectureCode: e.host.prefectureCode,
      hostCity: e.host.city,
      hostAddressLine1: e.host.addressLine1,
      hostAddressLine2: e.host.addressLine2,
      hostLongitude: e.host.longitude,
      hostLatitude: e.host.latitude,
      startAt: at(e.startInDays),
      endAt: at(e.endInDays),
      createdAt: at(Math.min(e.startInDays, 0) - 7),
      updatedAt: at(Math.min(e.startInDays, 0) - 2),
    });
  }

  // Shipping and promotions --------------------------------------------------------------------
  for (const s of SHIPPINGS) {
    rows.shippings.push({
      id: s.coordinator === undefined ? DEFAULT_SHIPPING_ID : newId(),
      coordinatorId: s.coordinator === undefined ? null : coordinatorIds.get(s.coordinator),
      name: s.name,
      inUse: true,
      box60Rates: shippingRates(s, 0),
      box60Frozen: s.frozen[0],
      box80Rates: shippingRates(s, s.step80),
      box80Frozen: s.frozen[1],
      box100Rates: shippingRates(s, s.step100),
      box100Frozen: s.frozen[2],
      hasFreeShipping: s.hasFreeShipping,
      freeShippingRates: s.freeShippingRates,
      createdAt: at(-365),
    });
  }
  for (const p of PROMOTIONS) {
    rows.promotions.push({
      title: p.title,
      description: p.description,
      public: true,
      discountType: p.discountType,
      discountRate: p.discountRate,
      code: p.code,
      codeType: p.codeType,
      coordinatorId: p.coordinator === undefined ? null : coordinatorIds.get(p.coordinator),
      usageLimit: p.usageLimit ?? null,
      startAt: at(p.startInDays),
      endAt: at(p.endInDays),
      createdAt: at(p.startInDays - 7),
    });
  }

  // Users --------------------------------------------------------------------------------------
  USERS.forEach((u, index) => {
    rows.users.push({
      id: userIds.create(u.key),
      type: UserType.MEMBER,
      providerType: 1,
      accountId: u.accountId,
      username: u.username,
      lastname: u.lastname,
      firstname: u.firstname,
      lastnameKana: u.lastnameKana,
      firstnameKana: u.firstnameKana,
      email: u.email,
      notificationEnabled: index % 3 !== 0,
      thumbnailUrl: avatar(u.avatar),
      verifiedAt: at(-300 + index * 7),
      createdAt: at(-300 + index * 7),
    });
  });

  // Schedules, lives and comments --------------------------------------------------------------
  const scheduleStart = new Map<string, number>();
  for (const s of SCHEDULES) {
    const id = scheduleIds.create(s.key);
    const start = base + s.startInMinutes * MINUTE;
    const end = start + s.durationMinutes * MINUTE;
    scheduleStart.set(s.key, start);
    rows.schedules.push({
      id,
      coordinatorId: coordinatorIds.get(s.coordinator),
      title: s.title,
      description: s.description,
      titleEn: SCHEDULES_EN[s.key]?.name ?? '',
      descriptionEn: SCHEDULES_EN[s.key]?.description ?? '',
      thumbnailUrl: scene(s.thumbnail, SIZE.card, 3),
      liveUrl: media.liveUrl,
      archiveUrl: s.archived ? media.vodUrl : '',
      distributionMetadata: { subtitles: s.archived ? media.subtitles : {} },
      public: true,
      approved: true,
      startAt: new Date(start),
      endAt: new Date(end),
      createdAt: new Date(start - 14 * DAY),
    });
    const slot = (end - start) / s.lives.length;
    s.lives.forEach((live, index) => {
      const producerCoordinatorKey = producerCoordinator.get(live.producer);
      if (producerCoordinatorKey !== s.coordinator) {
        throw new Error(`seed: live producer ${live.producer} is not presented by ${s.coordinator}`);
      }
      rows.lives.push({
        scheduleId: id,
        producerId: producerIds.get(live.producer),
        productIds: live.products.map((p) => productIds.get(p)),
        comment: live.comment,
        startAt: new Date(start + slot * index),
        endAt: new Date(start + slot * (index + 1)),
      });
    });
  }
  for (const c of LIVE_COMMENTS) {
    const start = must(scheduleStart.get(c.schedule), `schedule ${c.schedule}`);
    rows.liveComments.push({
      scheduleId: scheduleIds.get(c.schedule),
      userId: c.user === undefined ? null : userIds.get(c.user),
      comment: c.comment,
      createdAt: new Date(Math.min(start + c.minutesAfterStart * MINUTE, base)),
    });
  }

  // Videos -------------------------------------------------------------------------------------
  const videoPublished = new Map<string, number>();
  for (const v of VIDEOS) {
    const publishedAt = at(-v.publishedDaysAgo, -9 * 60);
    videoPublished.set(v.key, publishedAt.getTime());
    rows.videos.push({
      id: videoIds.create(v.key),
      coordinatorId: coordinatorIds.get(v.coordinator),
      productIds: v.products.map((p) => productIds.get(p)),
      experienceIds: v.experiences.map((e) => experienceIds.get(e)),
      title: v.title,
      description: v.description,
      thumbnailUrl: scene(v.thumbnail, SIZE.card, 4),
      videoUrl: media.vodUrl,
      public: true,
      limited: false,
      displayProduct: v.displayProduct,
      displayExperience: v.displayExperience,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - 2 * DAY),
    });
  }
  for (const c of VIDEO_COMMENTS) {
    const published = must(videoPublished.get(c.video), `video ${c.video}`);
    rows.videoComments.push({
      videoId: videoIds.get(c.video),
      userId: c.user === undefined ? null : userIds.get(c.user),
      comment: c.comment,
      createdAt: new Date(Math.min(published + c.hoursAfterPublish * 60 * MINUTE, base)),
    });
  }

  // Reviews and reactions ----------------------------------------------------------------------
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

  // Spots and volunteer posts ------------------------------------------------------------------
  SPOTS.forEach((s, index) => {
    const poster =
      s.poster.kind === 'coordinator'
        ? { userType: SpotUserType.COORDINATOR, userId: coordinatorIds.get(s.poster.key) }
        : s.poster.kind === 'producer'
          ? { userType: SpotUserType.PRODUCER, userId: producerIds.get(s.poster.key) }
          : { userType: SpotUserType.USER, userId: userIds.get(s.poster.key) };
    rows.spots.push({
      spotTypeId: spotTypeIds.get(s.type),
      ...poster,
      name: s.name,
      description: s.description,
      thumbnailUrl: scene(s.picture, SIZE.thumbnail, 5),
      longitude: s.longitude,
      latitude: s.latitude,
      postalCode: s.postalCode,
      prefectureCode: s.prefectureCode,
      city: s.city,
      addressLine1: s.addressLine1,
      approved: true,
      createdAt: at(-60 + index * 4),
      updatedAt: at(-60 + index * 4),
    });
  });
  for (const v of VOLUNTEERS) {
    const [thumbnail, first, second] = v.pictures;
    rows.volunteerPosts.push({
      title: v.title,
      authorName: v.authorName,
      body: v.body,
      thumbnailUrl: scene(thumbnail, SIZE.card, 6),
      imageUrls: [scene(first, SIZE.media, 7), scene(second, SIZE.media, 8)],
      coordinatorId: v.coordinator === undefined ? null : coordinatorIds.get(v.coordinator),
      producerId: v.producer === undefined ? null : producerIds.get(v.producer),
      placeName: v.placeName,
      prefectureCode: v.prefectureCode,
      latitude: v.latitude,
      longitude: v.longitude,
      howToApply: v.howToApply,
      eventStartDate: jstDate(v.eventStartInDays),
      eventEndDate: jstDate(v.eventEndInDays),
      published: true,
      publishedAt: at(-v.publishedDaysAgo),
      createdAt: at(-v.publishedDaysAgo - 1),
    });
  }

  return rows;
};
