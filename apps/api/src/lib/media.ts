import type { MediaItem } from '../db/schema/columns.ts';

/** The image to show in lists: the one marked as thumbnail, else the first, else none. */
export const thumbnailOf = (media: readonly MediaItem[]): string =>
  (media.find((item) => item.isThumbnail) ?? media[0])?.url ?? '';

/** Media with the thumbnail first, as galleries show them. */
export const thumbnailFirst = (media: readonly MediaItem[]): MediaItem[] =>
  [...media].sort((a, b) => Number(b.isThumbnail) - Number(a.isThumbnail));
