/** Spots and volunteer posts. */
import { SpotUserType } from '../../enums.ts';
import { SPOTS } from '../content/spots.ts';
import { VOLUNTEERS } from '../content/volunteers.ts';
import { SIZE } from '../images.ts';
import type { SeedPlan } from './context.ts';

/** Spots (by a marche, a producer or a member) and volunteer posts. */
export const planPlaces = (plan: SeedPlan): void => {
  const { at, jstDate, scene, rows, spotTypeIds, coordinatorIds, producerIds, userIds } = plan;
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
};
