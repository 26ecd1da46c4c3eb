/**
 * Playable demo media: the small HLS sample committed in `./media` (see its README) copied into the
 * object storage, so the players of the live and video pages have something to play without any
 * network or ffmpeg. Videos and archives point at the VOD playlist; live schedules at `live.m3u8`,
 * which repeats the same segments (with discontinuities) for several minutes, so a running live
 * keeps playing; archives also get a subtitle track per language.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from '../../storage/object-storage.ts';

const SAMPLE_DIR = path.join(import.meta.dirname, 'media');
const PREFIX = 'seed/hls/sample';
const SEGMENTS = ['segment0', 'segment1', 'segment2'] as const;
const SEGMENT_SECONDS = 2;
/** How many times live.m3u8 plays the sample: 100 × 6 s = 10 minutes. */
export const LIVE_REPEATS = 100;
const SUBTITLE_LANGUAGES = ['ja', 'en'] as const;

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export type SeedMedia = {
  /** VOD playlist URL (videos, archives). */
  vodUrl: string;
  /** The live schedules' playlist URL. */
  liveUrl: string;
  /** Subtitle file URL per language (archives). */
  subtitles: Record<string, string>;
};

/** live.m3u8: the sample's segments over and over, one discontinuity per repeat (timestamps restart). */
export const livePlaylist = (repeats = LIVE_REPEATS): string => {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let round = 0; round < repeats; round += 1) {
    if (round > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const segment of SEGMENTS) lines.push(`#EXTINF:${SEGMENT_SECONDS}.000000,`, `${segment}.ts`);
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
};

/** Every key storeSeedMedia writes (to tell whether a storage holds the whole sample). */
export const seedMediaKeys = (): string[] => [
  ...SEGMENTS.map((segment) => `${PREFIX}/${segment}.ts`),
  `${PREFIX}/index.m3u8`,
  `${PREFIX}/live.m3u8`,
  ...SUBTITLE_LANGUAGES.map((language) => `${PREFIX}/sample.${language}.vtt`),
];

/** The URLs the seed points at, without storing anything (for callers that bring their own media). */
export const seedMediaUrls = (storage: ObjectStorage): SeedMedia => ({
  vodUrl: storage.publicUrl(`${PREFIX}/index.m3u8`),
  liveUrl: storage.publicUrl(`${PREFIX}/live.m3u8`),
  subtitles: Object.fromEntries(
    SUBTITLE_LANGUAGES.map((language) => [language, storage.publicUrl(`${PREFIX}/sample.${language}.vtt`)]),
  ),
});

/** Copies the sample into the storage (overwriting: the files are small and fixed) and answers its URLs. */
export const storeSeedMedia = async (storage: ObjectStorage): Promise<SeedMedia> => {
  const read = (name: string) => readFile(path.join(SAMPLE_DIR, name));
  await Promise.all([
    ...SEGMENTS.map(async (segment) =>
      storage.put(`${PREFIX}/${segment}.ts`, await read(`${segment}.mpegts`), 'video/mp2t'),
    ),
    (async () => storage.put(`${PREFIX}/index.m3u8`, await read('index.m3u8'), PLAYLIST_TYPE))(),
    storage.put(`${PREFIX}/live.m3u8`, Buffer.from(livePlaylist(), 'utf8'), PLAYLIST_TYPE),
    ...SUBTITLE_LANGUAGES.map(async (language) =>
      storage.put(
        `${PREFIX}/sample.${language}.vtt`,
        await read(`sample.${language}.vtt`),
        'text/vtt; charset=utf-8',
      ),
    ),
  ]);
  return seedMediaUrls(storage);
};
