import { prefectureName, type Volunteer } from '@hatake/contract';
import type { volunteerPosts } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';

export type VolunteerRow = typeof volunteerPosts.$inferSelect;

/** `2026-05-01` (the date column) → `20260501`; null → "". */
export const wireDate = (date: string | null): string => (date ? date.replaceAll('-', '') : '');

export const presentVolunteer = (row: VolunteerRow): Volunteer => ({
  id: row.id,
  title: row.title,
  body: row.body,
  thumbnailUrl: row.thumbnailUrl,
  imageUrls: row.imageUrls,
  authorName: row.authorName,
  coordinatorId: row.coordinatorId ?? '',
  producerId: row.producerId ?? '',
  placeName: row.placeName,
  prefectureCode: row.prefectureCode as Volunteer['prefectureCode'],
  prefecture: row.prefectureCode === 0 ? '' : prefectureName(row.prefectureCode),
  latitude: row.latitude,
  longitude: row.longitude,
  eventStartDate: wireDate(row.eventStartDate),
  eventEndDate: wireDate(row.eventEndDate),
  howToApply: row.howToApply,
  publishedAt: toUnixSeconds(row.publishedAt),
});
