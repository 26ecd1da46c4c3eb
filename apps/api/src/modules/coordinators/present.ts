import { type Coordinator, type Producer, prefectureName, type Weekday } from '@hatake/contract';
import type { coordinators, producers } from '../../db/schema/index.ts';

export type CoordinatorRow = typeof coordinators.$inferSelect;
export type ProducerRow = typeof producers.$inferSelect;

export const presentCoordinator = (row: CoordinatorRow): Coordinator => ({
  id: row.id,
  marcheName: row.marcheName,
  username: row.username,
  profile: row.profile,
  marcheNameEn: row.marcheNameEn,
  profileEn: row.profileEn,
  productTypeIds: row.productTypeIds,
  businessDays: row.businessDays as Weekday[],
  thumbnailUrl: row.thumbnailUrl,
  headerUrl: row.headerUrl,
  promotionVideoUrl: row.promotionVideoUrl,
  instagramId: row.instagramId,
  facebookId: row.facebookId,
  prefecture: prefectureName(row.prefectureCode),
  city: row.city,
});

export const presentProducer = (row: ProducerRow): Producer => ({
  id: row.id,
  coordinatorId: row.coordinatorId,
  username: row.username,
  profile: row.profile,
  usernameEn: row.usernameEn,
  profileEn: row.profileEn,
  thumbnailUrl: row.thumbnailUrl,
  headerUrl: row.headerUrl,
  promotionVideoUrl: row.promotionVideoUrl,
  instagramId: row.instagramId,
  facebookId: row.facebookId,
  prefecture: prefectureName(row.prefectureCode),
  city: row.city,
});
