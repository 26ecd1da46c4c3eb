import type { StockState } from '@/lib/catalogue/stock.ts';

const TONES: Record<StockState, string> = {
  inStock: 'bg-leaf-light text-leaf-dark ring-leaf/30',
  lowStock: 'bg-persimmon-light text-persimmon-dark ring-persimmon/30',
  soldOut: 'bg-soil text-white ring-soil',
  presale: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  outOfSales: 'bg-cream-dark text-muted ring-line',
};

/** 在庫あり / 残りわずか / 在庫切れ / 予約販売 / 販売終了 as a pill. */
export function StockBadge({
  state,
  label,
  className = '',
}: {
  state: StockState;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-bold text-xs ring-1 ${TONES[state]} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
