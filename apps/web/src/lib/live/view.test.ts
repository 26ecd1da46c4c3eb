import type { Comment, Live, Product } from '@hatake/contract';
import { ScheduleStatus } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import {
  acceptsComments,
  broadcastState,
  commentLength,
  formatClock,
  isHlsUrl,
  MAX_SHOWN_COMMENTS,
  mergeComments,
  parseCommentEvent,
  parseStatusEvent,
  playableSource,
  sameJapanDay,
  subtitleTracks,
  timetable,
} from './view.ts';

const ORIGIN = 'http://localhost:3000';

const comment = (id: string, publishedAt: number, text = id): Comment => ({
  id,
  publishedAt,
  comment: text,
  userId: '',
  username: '',
  accountId: '',
  thumbnailUrl: '',
});

describe('broadcast state', () => {
  it('maps every schedule status', () => {
    expect(broadcastState(ScheduleStatus.WAITING)).toBe('upcoming');
    expect(broadcastState(ScheduleStatus.LIVE)).toBe('live');
    expect(broadcastState(ScheduleStatus.CLOSED)).toBe('closed');
    expect(broadcastState(ScheduleStatus.ARCHIVED)).toBe('archive');
    expect(broadcastState(ScheduleStatus.UNKNOWN)).toBe('upcoming');
  });

  it('takes comments while waiting or live only (412 afterwards)', () => {
    expect(acceptsComments(ScheduleStatus.WAITING)).toBe(true);
    expect(acceptsComments(ScheduleStatus.LIVE)).toBe(true);
    expect(acceptsComments(ScheduleStatus.CLOSED)).toBe(false);
    expect(acceptsComments(ScheduleStatus.ARCHIVED)).toBe(false);
  });
});

describe('what the player plays', () => {
  it('this site’s media as a same-origin path, HLS by the playlist extension', () => {
    expect(playableSource(`${ORIGIN}/media/seed/hls/sample/index.m3u8`, ORIGIN)).toEqual({
      src: '/media/seed/hls/sample/index.m3u8',
      hls: true,
    });
    expect(playableSource('https://cdn.example/v/clip.mp4?x=1', ORIGIN)).toEqual({
      src: 'https://cdn.example/v/clip.mp4?x=1',
      hls: false,
    });
    expect(isHlsUrl('https://cdn.example/live.M3U8?token=a#t=1')).toBe(true);
    expect(isHlsUrl('https://cdn.example/m3u8/clip.mp4')).toBe(false);
  });

  it('nothing for "" or a URL that is not http(s)', () => {
    expect(playableSource('', ORIGIN)).toBeUndefined();
    expect(playableSource(undefined, ORIGIN)).toBeUndefined();
    expect(playableSource('javascript:alert(1)', ORIGIN)).toBeUndefined();
  });

  it('subtitle tracks in language order, odd languages and URLs left out', () => {
    expect(
      subtitleTracks(
        {
          ja: `${ORIGIN}/media/s/ja.vtt`,
          en: `${ORIGIN}/media/s/en.vtt`,
          'x"y': `${ORIGIN}/media/s/x.vtt`,
          fr: 'data:text/vtt,WEBVTT',
        },
        ORIGIN,
      ),
    ).toEqual([
      { language: 'en', src: '/media/s/en.vtt' },
      { language: 'ja', src: '/media/s/ja.vtt' },
    ]);
    expect(subtitleTracks(undefined, ORIGIN)).toEqual([]);
  });
});

describe('timetable', () => {
  const live = (producerId: string, startAt: number, productIds: string[]): Live => ({
    scheduleId: 's',
    producerId,
    productIds,
    comment: '',
    startAt,
    endAt: startAt + 600,
  });
  const product = (id: string) => ({ id }) as Product;

  it('orders slots by time and gives each its products in its order, unknown ones left out', () => {
    const slots = timetable(
      [live('b', 2000, ['p3', 'gone']), live('a', 1000, ['p2', 'p1'])],
      [product('p1'), product('p2'), product('p3')],
    );
    expect(slots.map((slot) => slot.live.producerId)).toEqual(['a', 'b']);
    expect(slots.map((slot) => slot.products.map((p) => p.id))).toEqual([['p2', 'p1'], ['p3']]);
  });
});

describe('merging comments from the list, the stream and polling', () => {
  it('adds each comment once, in posting order, equal times in arrival order', () => {
    const current = [comment('a', 10), comment('b', 20)];
    const merged = mergeComments(current, [comment('b', 20), comment('d', 20), comment('c', 15)]);
    expect(merged.map((c) => c.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('answers the same list when nothing is new (no re-render)', () => {
    const current = [comment('a', 10)];
    expect(mergeComments(current, [comment('a', 10)])).toBe(current);
    expect(mergeComments(current, [])).toBe(current);
  });

  it('keeps the newest comments only', () => {
    const many = Array.from({ length: MAX_SHOWN_COMMENTS }, (_, i) => comment(`c${i}`, i));
    const merged = mergeComments(many, [comment('new', MAX_SHOWN_COMMENTS)]);
    expect(merged).toHaveLength(MAX_SHOWN_COMMENTS);
    expect(merged[0]?.id).toBe('c1');
    expect(merged.at(-1)?.id).toBe('new');
  });
});

describe('stream events', () => {
  it('reads a comment event, filling missing author fields, and refuses anything else', () => {
    expect(parseCommentEvent(JSON.stringify({ id: 'x', comment: '<b>hi</b>', publishedAt: 5 }))).toEqual({
      ...comment('x', 5, '<b>hi</b>'),
    });
    expect(parseCommentEvent('not json')).toBeUndefined();
    expect(parseCommentEvent('null')).toBeUndefined();
    expect(parseCommentEvent(JSON.stringify({ id: '', comment: 'a', publishedAt: 1 }))).toBeUndefined();
    expect(parseCommentEvent(JSON.stringify({ id: 'x', comment: 1, publishedAt: 1 }))).toBeUndefined();
  });

  it('reads a status event', () => {
    expect(parseStatusEvent('{"status":2}')).toBe(2);
    expect(parseStatusEvent('{"status":"2"}')).toBeUndefined();
    expect(parseStatusEvent('{')).toBeUndefined();
  });
});

describe('text and time', () => {
  it('counts code points of the trimmed text, as the API does', () => {
    expect(commentLength('  いちご🍓  ')).toBe(4);
    expect(commentLength('   ')).toBe(0);
  });

  it('formats a clock time and tells Japan days apart', () => {
    const t = Date.UTC(2026, 4, 1, 5, 0) / 1000; // 14:00 in Tokyo
    expect(formatClock(t, 'ja')).toBe('14:00');
    expect(formatClock(t, 'en')).toBe('02:00 PM');
    expect(formatClock(0, 'ja')).toBe('');
    expect(sameJapanDay(t, t + 9 * 3600)).toBe(true); // 23:00
    expect(sameJapanDay(t, t + 10 * 3600)).toBe(false); // 00:00 next day
  });
});
