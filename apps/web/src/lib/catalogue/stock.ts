import { ProductStatus } from '@hatake/contract/values';
import type { Product } from '@/lib/api/types.ts';

/** What the shopper is told about availability. */
export type StockState = 'inStock' | 'lowStock' | 'soldOut' | 'presale' | 'outOfSales';

/** At or below this many units the product shows 残りわずか. */
export const LOW_STOCK_THRESHOLD = 5;

/** 在庫あり / 残りわずか (≤ 5) / 在庫切れ (0) / 予約販売 (PRESALE) / 販売終了 (anything else). */
export function stockState(product: Pick<Product, 'status' | 'inventory'>): StockState {
  if (product.status === ProductStatus.PRESALE) return 'presale';
  if (product.status !== ProductStatus.FOR_SALE) return 'outOfSales';
  if (product.inventory <= 0) return 'soldOut';
  if (product.inventory <= LOW_STOCK_THRESHOLD) return 'lowStock';
  return 'inStock';
}

/** Whether the product can be put in a cart right now. */
export function isPurchasable(state: StockState): boolean {
  return state === 'inStock' || state === 'lowStock';
}

/** schema.org availability URL for JSON-LD offers. */
export function schemaAvailability(state: StockState): string {
  switch (state) {
    case 'inStock':
      return 'https://schema.org/InStock';
    case 'lowStock':
      return 'https://schema.org/LimitedAvailability';
    case 'soldOut':
      return 'https://schema.org/OutOfStock';
    case 'presale':
      return 'https://schema.org/PreOrder';
    case 'outOfSales':
      return 'https://schema.org/Discontinued';
  }
}
