/** What is sold: products, experiences, shipping rates and promotions. */
import { newId } from '../../id.ts';
import { DEFAULT_SHIPPING_ID } from '../../schema/shipping.ts';
import { PRODUCT_TYPES } from '../content/catalog.ts';
import { EXPERIENCES_EN, PRODUCTS_EN } from '../content/english.ts';
import { EXPERIENCES } from '../content/experiences.ts';
import { PRODUCTS } from '../content/products.ts';
import { PROMOTIONS } from '../content/promotions.ts';
import { SHIPPINGS, shippingRates } from '../content/shipping.ts';
import { SIZE } from '../images.ts';
import { must, type SeedPlan } from './context.ts';

/** Products, numbered per marche in the order written (the marche’s own order). */
export const planProducts = (plan: SeedPlan): void => {
  const {
    at,
    pictures,
    rows,
    categoryIds,
    typeIds,
    tagIds,
    coordinatorIds,
    producerIds,
    productIds,
    farmUrl,
    producerCoordinator,
    productCategory,
    productStart,
  } = plan;
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
};

/** Experiences, pictured by their landscape, a close-up and the farm. */
export const planExperiences = (plan: SeedPlan): void => {
  const {
    at,
    scene,
    pictures,
    rows,
    experienceTypeIds,
    coordinatorIds,
    producerIds,
    experienceIds,
    farmUrl,
    producerCoordinator,
  } = plan;
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
};

/** The default and the marches’ shipping rates, and the promotions. */
export const planShippingAndPromotions = (plan: SeedPlan): void => {
  const { at, rows, coordinatorIds } = plan;
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
};
