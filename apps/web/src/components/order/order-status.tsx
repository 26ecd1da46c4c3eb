import { statusTone } from '@/lib/checkout/order-view.ts';

const TONES = {
  ok: 'bg-leaf-light text-leaf-dark ring-leaf-dark/30',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-800/30',
  ended: 'bg-cream-dark text-soil ring-line',
  failed: 'bg-persimmon-light text-persimmon-dark ring-persimmon-dark/30',
} as const;

/** An order status as a badge (labels: `orders.status.{n}`, docs/rules/orders.md). */
export function OrderStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-3 py-1 font-bold text-xs ring-1 ${TONES[statusTone(status)]}`}
    >
      {label}
    </span>
  );
}
