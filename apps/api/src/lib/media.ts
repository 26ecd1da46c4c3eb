/** What the helpers read of a media item (the `media` columns' items, db/schema/columns.ts). */
type Media = { url: string; isThumbnail: boolean };

/** The image to show in lists: the one marked as thumbnail, else the first, else none. */
export const thumbnailOf = (media: readonly Media[]): string =>
  (media.find((item) => item.isThumbnail) ?? media[0])?.url ?? '';

/** Media with the thumbnail first, as galleries show them. */
export const thumbnailFirst = <T extends Media>(media: readonly T[]): T[] =>
  [...media].sort((a, b) => Number(b.isThumbnail) - Number(a.isThumbnail));
