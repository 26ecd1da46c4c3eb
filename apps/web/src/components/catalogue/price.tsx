import { formatYen } from '@/lib/format.ts';

const SIZES = {
  sm: 'text-lg',
  md: 'text-xl',
  lg: 'text-3xl sm:text-4xl',
} as const;

/** A price in yen with its tax-included label (prices are always tax included). */
export function Price({
  amount,
  taxLabel,
  size = 'md',
  suffix,
}: {
  amount: number;
  taxLabel: string;
  size?: keyof typeof SIZES;
  /** e.g. `〜` for "from". */
  suffix?: string;
}) {
  return (
    <span className="inline-flex items-baseline">
      <span className={`font-bold text-persimmon-dark tabular-nums tracking-tight ${SIZES[size]}`}>
        {formatYen(amount)}
        {suffix}
      </span>
      <span className="ml-0.5 text-muted text-xs">{taxLabel}</span>
    </span>
  );
}
