/** Live sales (schedules), archives and live comments: /v1/schedules*, /v1/guests/schedules/{id}/comments. */
import { type Static, Type } from 'typebox';
import { CommentTimeWindow } from './comments.ts';
import { id, mediaUrl, PagingQuery, TokenPagingQuery, total, unixTime, yen } from './common.ts';
import { ScheduleStatusSchema } from './enums.ts';
import { Product } from './products.ts';
import { Coordinator, Producer } from './profiles.ts';

export const LiveProduct = Type.Object({
  id: id('product id'),
  name: Type.String(),
  nameEn: Type.String({
    description: 'English name, shown on English pages and matched by search ("" if none: show `name`)',
  }),
  price: yen('unit price, JPY tax included'),
  inventory: Type.Integer({ minimum: 0, description: 'stock count' }),
  thumbnailUrl: mediaUrl(),
});
export type LiveProduct = Static<typeof LiveProduct>;

/** A live (or upcoming) schedule in lists. */
export const LiveSummary = Type.Object({
  scheduleId: id('schedule id'),
  coordinatorId: id(),
  status: ScheduleStatusSchema,
  title: Type.String(),
  titleEn: Type.String({
    description: 'English title, shown on English pages and matched by search ("" if none: show `title`)',
  }),
  thumbnailUrl: mediaUrl(),
  startAt: unixTime('start, unix seconds'),
  endAt: unixTime('end, unix seconds'),
  products: Type.Array(LiveProduct),
});
export type LiveSummary = Static<typeof LiveSummary>;

/** An archived (finished) schedule in lists. */
export const ArchiveSummary = Type.Object({
  scheduleId: id('schedule id'),
  coordinatorId: id(),
  title: Type.String(),
  titleEn: Type.String({
    description: 'English title, shown on English pages and matched by search ("" if none: show `title`)',
  }),
  startAt: unixTime('start, unix seconds'),
  endAt: unixTime('end, unix seconds'),
  thumbnailUrl: mediaUrl(),
});
export type ArchiveSummary = Static<typeof ArchiveSummary>;

export const ScheduleDistributionMetadata = Type.Object({
  subtitles: Type.Record(Type.String(), Type.String(), {
    description: 'subtitle language (srclang) -> subtitle file URL',
  }),
});
export type ScheduleDistributionMetadata = Static<typeof ScheduleDistributionMetadata>;

export const Schedule = Type.Object({
  id: id('schedule id'),
  coordinatorId: id(),
  status: ScheduleStatusSchema,
  title: Type.String(),
  description: Type.String(),
  titleEn: Type.String({
    description: 'English title, shown on English pages and matched by search ("" if none: show `title`)',
  }),
  descriptionEn: Type.String({
    description:
      'English description, shown on English pages and matched by search ("" if none: show `description`)',
  }),
  thumbnailUrl: mediaUrl(),
  distributionUrl: Type.String({ description: 'HLS / stream URL ("" before the live starts)' }),
  distributionMetadata: ScheduleDistributionMetadata,
  startAt: unixTime('start, unix seconds'),
  endAt: unixTime('end, unix seconds'),
});
export type Schedule = Static<typeof Schedule>;

/** One producer slot of a schedule's timetable. */
export const Live = Type.Object({
  scheduleId: id('schedule id'),
  producerId: id(),
  productIds: Type.Array(Type.String(), { description: 'products featured in this slot' }),
  comment: Type.String({ description: 'producer comment' }),
  startAt: unixTime('slot start, unix seconds'),
  endAt: unixTime('slot end, unix seconds'),
});
export type Live = Static<typeof Live>;

export const ScheduleResponse = Type.Object({
  schedule: Schedule,
  coordinator: Coordinator,
  lives: Type.Array(Live, { description: 'timetable slots' }),
  producers: Type.Array(Producer),
  products: Type.Array(Product),
});
export type ScheduleResponse = Static<typeof ScheduleResponse>;

export const LiveSchedulesResponse = Type.Object({
  lives: Type.Array(LiveSummary),
  coordinators: Type.Array(Coordinator),
  total: total(),
});
export type LiveSchedulesResponse = Static<typeof LiveSchedulesResponse>;

export const ArchiveSchedulesResponse = Type.Object({
  archives: Type.Array(ArchiveSummary),
  coordinators: Type.Array(Coordinator),
  total: total(),
});
export type ArchiveSchedulesResponse = Static<typeof ArchiveSchedulesResponse>;

/** GET /v1/schedules/lives and /v1/schedules/archives. */
export const ListSchedulesQuery = Type.Object({
  ...PagingQuery.properties,
  coordinator: Type.Optional(Type.String({ description: 'coordinator id' })),
  producer: Type.Optional(Type.String({ description: 'producer id' })),
});
export type ListSchedulesQuery = Static<typeof ListSchedulesQuery>;

/** GET /v1/schedules/{scheduleId}/comments. */
export const ListLiveCommentsQuery = Type.Object({
  ...TokenPagingQuery.properties,
  ...CommentTimeWindow.properties,
});
export type ListLiveCommentsQuery = Static<typeof ListLiveCommentsQuery>;
