import { fillPercent } from '@/lib/cart/view.ts';

/** How full a box is: a bar (decorative) and the same figure as text. */
export function FillMeter({ rate, label }: { rate: number; label: string }) {
  const percent = fillPercent(rate);
  return (
    <div className="flex min-w-40 flex-1 items-center gap-2">
      <div
        aria-hidden="true"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-cream-dark ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-leaf" style={{ width: `${percent}%` }} />
      </div>
      <span className="shrink-0 text-muted text-xs tabular-nums">{label}</span>
    </div>
  );
}
