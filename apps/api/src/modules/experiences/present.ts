import { type Experience, prefectureName, type Rate } from '@hatake/contract';
import type { experiences } from '../../db/schema/index.ts';
import { thumbnailFirst, thumbnailOf } from '../../lib/media.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { EMPTY_RATE } from '../reviews/index.ts';
import { experienceStatus } from './status.ts';

export type ExperienceRow = typeof experiences.$inferSelect;

export const presentExperience = (row: ExperienceRow, rate: Rate | undefined, now: Date): Experience => ({
  id: row.id,
  title: row.title,
  description: row.description,
  titleEn: row.titleEn,
  descriptionEn: row.descriptionEn,
  status: experienceStatus(row, now),
  coordinatorId: row.coordinatorId,
  producerId: row.producerId,
  experienceTypeId: row.experienceTypeId,
  thumbnailUrl: thumbnailOf(row.media),
  media: thumbnailFirst(row.media),
  priceAdult: row.priceAdult,
  priceJuniorHighSchool: row.priceJuniorHighSchool,
  priceElementarySchool: row.priceElementarySchool,
  pricePreschool: row.pricePreschool,
  priceSenior: row.priceSenior,
  recommendedPoint1: row.recommendedPoint1,
  recommendedPoint2: row.recommendedPoint2,
  recommendedPoint3: row.recommendedPoint3,
  promotionVideoUrl: row.promotionVideoUrl,
  duration: row.duration,
  direction: row.direction,
  businessOpenTime: row.businessOpenTime,
  businessCloseTime: row.businessCloseTime,
  hostPostalCode: row.hostPostalCode,
  hostPrefecture: prefectureName(row.hostPrefectureCode),
  hostCity: row.hostCity,
  hostAddressLine1: row.hostAddressLine1,
  hostAddressLine2: row.hostAddressLine2,
  hostLongitude: row.hostLongitude,
  hostLatitude: row.hostLatitude,
  rate: rate ?? EMPTY_RATE,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
});
