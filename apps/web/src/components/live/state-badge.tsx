import type { BroadcastState } from '@/lib/live/view.ts';

const TONES: Record<BroadcastState, string> = {
  live: 'bg-live text-white tracking-wider',
  upcoming: 'bg-soil text-white',
  archive: 'bg-bark text-white',
  closed: 'bg-cream-dark text-soil',
};

/** LIVE (with a pulsing dot) / 配信予定 / アーカイブ / 配信終了 as a pill. */
export function StateBadge({ state, label }: { state: BroadcastState; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded px-2.5 py-1 font-bold text-xs ${TONES[state]}`}
    >
      {state === 'live' ? (
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
      ) : null}
      {label}
    </span>
  );
}
