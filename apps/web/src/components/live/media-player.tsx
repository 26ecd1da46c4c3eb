'use client';

import { useEffect, useRef, useState } from 'react';

export type PlayerTrack = { language: string; label: string; src: string };

type Props = {
  /** What to play (a same-origin path for this site's media); `hls` for an `.m3u8` playlist. */
  source: { src: string; hls: boolean };
  /** The video's accessible name. */
  label: string;
  poster?: string | undefined;
  tracks?: PlayerTrack[];
  /** Shown in place of the picture when the stream cannot be played. */
  errorText: string;
};

type HlsModule = typeof import('hls.js');

/**
 * The live and video player: a native `<video>` with its own controls (keyboard-operable, captions
 * menu, picture-in-picture). An HLS playlist plays through hls.js where the browser has Media Source
 * Extensions — the library is imported here, on first use, so only these pages download it — and
 * natively where it has no MSE but plays HLS itself (older iOS Safari). Anything else is handed to
 * the element. hls.js runs without a worker, so the page's CSP needs no `worker-src`
 * (lib/security/headers.ts). A stream that cannot be played shows `errorText` instead.
 *
 * An HLS stream waits for the viewer: hls.js (its download, parse and set-up, then the stream's
 * playlist and first segments) starts when the pointer or the keyboard's focus reaches the player,
 * a finger touches it or anything asks it to play. Started at load, it was main-thread work on every
 * live page while the page was still becoming usable, and a phone's data spent on a stream nobody
 * had asked for (docs/storefront-speed.md, "The player waits for the viewer"). A play asked for
 * before the source is attached is not lost: the element keeps it pending and plays once it is.
 */
export function MediaPlayer({ source, label, poster, tracks = [], errorText }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  /** hls.js is driving the element (it reports errors itself, and recovers from some). */
  const usingHls = useRef(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  /** A plain file is the element's own business (it loads only its metadata); HLS waits for intent. */
  const ready = !source.hls || wanted;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !ready) return;
    setFailed(false);
    let destroyed = false;
    let hls: InstanceType<HlsModule['default']> | undefined;
    let recovered = false;
    const fail = () => {
      if (!destroyed) setFailed(true);
    };

    const hasMse =
      typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    const native = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (!source.hls) {
      video.src = source.src;
    } else if (hasMse) {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) {
            if (native) video.src = source.src;
            else fail();
            return;
          }
          usingHls.current = true;
          hls = new Hls({ enableWorker: false });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // One recovery attempt for media errors, as hls.js advises; anything else is final.
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
              recovered = true;
              hls?.recoverMediaError();
              return;
            }
            hls?.destroy();
            hls = undefined;
            fail();
          });
          hls.loadSource(source.src);
          hls.attachMedia(video);
        })
        .catch(fail);
    } else if (native) {
      video.src = source.src;
    } else {
      fail();
    }

    return () => {
      destroyed = true;
      usingHls.current = false;
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [source.src, source.hls, ready]);

  return (
    <div className="relative overflow-hidden rounded-2xl bg-black">
      {/* biome-ignore lint/a11y/useMediaCaption: tracks are rendered when the broadcast has subtitles; live streams have none */}
      <video
        ref={videoRef}
        controls
        playsInline
        preload="metadata"
        poster={poster || undefined}
        aria-label={label}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onPlay={want}
        onError={() => {
          // hls.js reports its own errors; the element's error is final for a plain or native source.
          if (!usingHls.current) setFailed(true);
        }}
        className={`aspect-video w-full bg-black ${failed ? 'invisible' : ''}`}
      >
        {tracks.map((track) => (
          <track
            key={track.language}
            kind="subtitles"
            srcLang={track.language}
            label={track.label}
            src={track.src}
          />
        ))}
      </video>
      {failed ? (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center p-6 text-center font-semibold text-sm text-white"
        >
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
