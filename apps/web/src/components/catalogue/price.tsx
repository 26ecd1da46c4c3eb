import { formatYen } from '@/lib/format.ts';

const SIZES = {
  sm: 'text-lg',
  md: 'text-xl',
  lg: 'text-3xl sm:text-4xl',
} as const;

/**
 * A price in yen with its tax-included label (prices are always tax included). Its classes are in
 * globals.css: every card shows one, and a card's markup is written twice (HTML and RSC payload).
 */
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
    <span className="price">
      <span className={`price-amount ${SIZES[size]}`}>
        {formatYen(amount)}
        {suffix}
      </span>
      <span className="price-tax">{taxLabel}</span>
    </span>
  );
}
