// TEMPORARY: written against reference/api-contract.md §4 until `@hatake/contract` exports these.
// Replace this file's body with `export type { ... } from '@hatake/contract';` once it does.

export type Media = { url: string; isThumbnail: boolean };
export type Rate = { average: number; count: number; detail: Record<string, number> };

export type LiveProduct = {
  id: string;
  name: string;
  price: number;
  inventory: number;
  thumbnailUrl: string;
};

export type LiveSummary = {
  scheduleId: string;
  coordinatorId: string;
  status: number;
  title: string;
  thumbnailUrl: string;
  startAt: number;
  endAt: number;
  products: LiveProduct[];
};

export type ArchiveSummary = {
  scheduleId: string;
  coordinatorId: string;
  title: string;
  startAt: number;
  endAt: number;
  thumbnailUrl: string;
};

export type VideoSummary = {
  id: string;
  coordinatorId: string;
  title: string;
  thumbnailUrl: string;
  publishedAt: number;
};

export type Coordinator = {
  id: string;
  marcheName: string;
  username: string;
  profile: string;
  productTypeIds: string[];
  businessDays: number[];
  thumbnailUrl: string;
  headerUrl: string;
  promotionVideoUrl: string;
  instagramId: string;
  facebookId: string;
  prefecture: string;
  city: string;
};

export type Product = {
  id: string;
  name: string;
  description: string;
  status: number;
  coordinatorId: string;
  producerId: string;
  categoryId: string;
  productTypeId: string;
  productTagIds: string[];
  thumbnailUrl: string;
  media: Media[];
  price: number;
  inventory: number;
  weight: number;
  itemUnit: string;
  itemDescription: string;
  deliveryType: number;
  recommendedPoint1: string;
  recommendedPoint2: string;
  recommendedPoint3: string;
  expirationDate: number;
  storageMethodType: number;
  box60Rate: number;
  box80Rate: number;
  box100Rate: number;
  originPrefecture: string;
  originCity: string;
  rate: Rate;
  startAt: number;
  endAt: number;
};

export type Experience = {
  id: string;
  title: string;
  description: string;
  status: number;
  coordinatorId: string;
  producerId: string;
  experienceTypeId: string;
  thumbnailUrl: string;
  media: Media[];
  priceAdult: number;
  priceJuniorHighSchool: number;
  priceElementarySchool: number;
  pricePreschool: number;
  priceSenior: number;
  recommendedPoint1: string;
  recommendedPoint2: string;
  recommendedPoint3: string;
  promotionVideoUrl: string;
  duration: number;
  direction: string;
  businessOpenTime: string;
  businessCloseTime: string;
  hostPostalCode: string;
  hostPrefecture: string;
  hostCity: string;
  hostAddressLine1: string;
  hostAddressLine2: string;
  hostLongitude: number;
  hostLatitude: number;
  rate: Rate;
  startAt: number;
  endAt: number;
};

export type TopCommonResponse = {
  lives: LiveSummary[];
  archives: ArchiveSummary[];
  productVideos: VideoSummary[];
  experienceVideos: VideoSummary[];
  coordinators: Coordinator[];
  /** Extra key our API adds (not in the original contract). */
  products: Product[];
  /** Extra key our API adds (not in the original contract). */
  experiences: Experience[];
};

export type PaymentSystem = { methodType: number; status: number; createdAt: number; updatedAt: number };
export type PaymentSystemsResponse = { systems: PaymentSystem[] };

export type ErrorResponse = { status: number; message: string; detail: string };

export const ScheduleStatus = { UNKNOWN: 0, WAITING: 1, LIVE: 2, CLOSED: 3, ARCHIVED: 4 } as const;
export const ProductStatus = { UNKNOWN: 0, PRESALE: 1, FOR_SALE: 2, OUT_OF_SALES: 3 } as const;
