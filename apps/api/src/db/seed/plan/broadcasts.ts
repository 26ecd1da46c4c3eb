/** Lives and videos with their comments. */
import { SCHEDULES_EN } from '../content/english.ts';
import { LIVE_COMMENTS, SCHEDULES } from '../content/schedules.ts';
import { VIDEO_COMMENTS, VIDEOS } from '../content/videos.ts';
import { SIZE } from '../images.ts';
import { DAY, MINUTE, must, type SeedPlan } from './context.ts';

/** Schedules, their lives (one slot per producer) and their comments. */
export const planSchedules = (plan: SeedPlan): void => {
  const {
    base,
    scene,
    media,
    rows,
    coordinatorIds,
    producerIds,
    productIds,
    userIds,
    scheduleIds,
    producerCoordinator,
  } = plan;
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
};

/** Videos and their comments. */
export const planVideos = (plan: SeedPlan): void => {
  const { base, at, scene, media, rows, coordinatorIds, productIds, experienceIds, userIds, videoIds } = plan;
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
};
