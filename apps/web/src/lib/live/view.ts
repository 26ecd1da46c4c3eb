import type { Comment, Live, Product, Schedule } from '@hatake/contract';
import { ScheduleStatus } from '@hatake/contract/values';
import { mediaSource } from '../media.ts';

// Pure helpers of the live and video pages (docs/rules/live-and-videos.md): what state a broadcast
// is in, the timetable in order, what the player is given, and how comments from the list, the
// stream and polling merge into one list.

/** How the page presents a schedule: running, not started yet, a recording, or over without one. */
export type BroadcastState = 'live' | 'upcoming' | 'archive' | 'closed';

export function broadcastState(status: number): BroadcastState {
  switch (status) {
    case ScheduleStatus.LIVE:
      return 'live';
    case ScheduleStatus.ARCHIVED:
      return 'archive';
    case ScheduleStatus.CLOSED:
      return 'closed';
    default:
      return 'upcoming';
  }
}

/** A schedule takes comments while waiting or live; once the broadcast ended the API answers 412. */
export function acceptsComments(status: number): boolean {
  return status === ScheduleStatus.WAITING || status === ScheduleStatus.LIVE;
}

/** What the player plays: a same-origin path when the URL is this site's media, and whether it is HLS. */
export type PlayableSource = { src: string; hls: boolean };

/** An `.m3u8` (HLS playlist) URL, whatever its query or fragment. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The player's source for a distribution or video URL, or `undefined` when there is nothing to
 * play ("" before a live starts, after one closed without a recording, or not an http(s) URL).
 * This site's `/media/…` URLs become same-origin paths, as for images (lib/media.ts).
 */
export function playableSource(url: string | undefined, origin?: string): PlayableSource | undefined {
  const source = origin === undefined ? mediaSource(url) : mediaSource(url, origin);
  if (!source) return undefined;
  return { src: source.src, hls: isHlsUrl(source.src) };
}

/** Subtitle tracks from `distributionMetadata.subtitles` (language → URL), in a stable order. */
export function subtitleTracks(
  subtitles: Schedule['distributionMetadata']['subtitles'] | undefined,
  origin?: string,
): { language: string; src: string }[] {
  return Object.entries(subtitles ?? {})
    .flatMap(([language, url]) => {
      const source = origin === undefined ? mediaSource(url) : mediaSource(url, origin);
      return source && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)
        ? [{ language, src: source.src }]
        : [];
    })
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** A producer's slot with its products, in the order the slot names them (missing ones left out). */
export type TimetableSlot = { live: Live; products: Product[] };

/** The slots in time order (start, end, producer), each with the products the answer carries. */
export function timetable(lives: Live[], products: Product[]): TimetableSlot[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...lives]
    .sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt || a.producerId.localeCompare(b.producerId))
    .map((live) => ({
      live,
      products: live.productIds.flatMap((id) => byId.get(id) ?? []),
    }));
}

/** At most this many comments stay on the page; older ones leave the top of the list. */
export const MAX_SHOWN_COMMENTS = 500;

/**
 * `incoming` added to `current` once each (by id), in time order (posting time; equal times keep
 * the order they arrived in), keeping the newest {@link MAX_SHOWN_COMMENTS}. Answers `current`
 * itself when nothing is new, so a poll that finds nothing does not re-render.
 */
export function mergeComments(current: Comment[], incoming: Comment[]): Comment[] {
  const seen = new Set(current.map((comment) => comment.id));
  const fresh: Comment[] = [];
  for (const comment of incoming) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    fresh.push(comment);
  }
  if (fresh.length === 0) return current;
  const merged = [...current, ...fresh]
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) => a.comment.publishedAt - b.comment.publishedAt || a.index - b.index)
    .map(({ comment }) => comment);
  return merged.length > MAX_SHOWN_COMMENTS ? merged.slice(-MAX_SHOWN_COMMENTS) : merged;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A comment event's `data` as a comment, or `undefined` when it is not one (never trusted blindly). */
export function parseCommentEvent(data: string): Comment | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const c = value as Record<string, unknown>;
  if (!isString(c.id) || c.id === '' || !isString(c.comment) || typeof c.publishedAt !== 'number')
    return undefined;
  return {
    id: c.id,
    comment: c.comment,
    publishedAt: c.publishedAt,
    userId: isString(c.userId) ? c.userId : '',
    username: isString(c.username) ? c.username : '',
    accountId: isString(c.accountId) ? c.accountId : '',
    thumbnailUrl: isString(c.thumbnailUrl) ? c.thumbnailUrl : '',
  };
}

/** A status event's `data` (`{"status": n}`) as the status, or `undefined`. */
export function parseStatusEvent(data: string): number | undefined {
  try {
    const value: unknown = JSON.parse(data);
    const status = (value as { status?: unknown } | null)?.status;
    return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
  } catch {
    return undefined;
  }
}

/** Comment text as the API counts it: code points, trimmed. */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/** The API's limit on a comment's length (code points). */
export const MAX_COMMENT_LENGTH = 200;

/** `14:00` (ja) or `2:00 PM` (en), in Japan time, from unix seconds; `''` for 0. */
export function formatClock(seconds: number, locale: string): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hour12: locale !== 'ja',
  }).format(new Date(seconds * 1000));
}

/** Whether two unix times fall on the same day in Japan. */
export function sameJapanDay(a: number, b: number): boolean {
  const day = (seconds: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(seconds * 1000));
  return day(a) === day(b);
}
