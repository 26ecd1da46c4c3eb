import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { CardFrame } from '@/components/catalogue/card-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { salesStartDay } from '@/lib/catalogue/sales-start.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { Price } from '../catalogue/price.tsx';
import { RatingLine } from '../catalogue/rating-stars.tsx';
import { StockBadge } from '../catalogue/stock-badge.tsx';

/**
 * A product wherever products are listed (home, /items, a marché, related items): picture with its
 * stock badge, origin, name, marché/producer, rating and price. Texts are the `catalogue` messages.
 */
export function ProductCard({
  product,
  locale,
  marcheName,
  producerName,
  priority = false,
}: {
  product: Product;
  locale: Locale;
  marcheName?: string | undefined;
  producerName?: string | undefined;
  priority?: boolean;
}) {
  const c = useTranslations('catalogue');
  const state = stockState(product);
  const origin = placeLabel(product.originPrefecture, product.originCity, locale);
  const unavailable = state === 'soldOut' || state === 'outOfSales';
  return (
    <CardFrame
      href={`/items/${encodeURIComponent(product.id)}`}
      picture={product.thumbnailUrl}
      kind="product"
      priority={priority}
      dimmed={unavailable}
      overlay={
        state === 'inStock' ? null : (
          <StockBadge
            state={state}
            label={
              // A pre-order item says when it goes on sale.
              state === 'presale'
                ? c('stock.presaleFrom', { date: salesStartDay(product.startAt, locale, Date.now()) })
                : c(`stock.${state}`)
            }
            className="absolute top-2 left-2 shadow-sm"
          />
        )
      }
    >
      <div className="product-card-body">
        {origin ? (
          <p className="card-origin">
            <span className="sr-only">{c('origin')}: </span>
            <span className="truncate">{origin}</span>
          </p>
        ) : null}
        <h3 className="product-card-title">{localizedText(product.name, product.nameEn, locale)}</h3>
        {marcheName || producerName ? (
          <p className="truncate text-muted text-xs">
            {[marcheName, producerName].filter(Boolean).join(' / ')}
          </p>
        ) : null}
        <div className="min-h-5">
          <RatingLine rate={product.rate} />
        </div>
        <p className="mt-auto pt-1">
          <Price amount={product.price} taxLabel={c('taxIncluded')} size="sm" />
        </p>
      </div>
    </CardFrame>
  );
}
