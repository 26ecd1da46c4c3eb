import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { cardPicture, cardRating } from '@/components/catalogue/card-data.ts';
import { ProductCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { salesStartDay } from '@/lib/catalogue/sales-start.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { formatYen } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

/**
 * A product wherever products are listed (home, /items, a marché, related items): picture with its
 * stock badge, origin, name, marché/producer, rating and price. Texts are the `catalogue` messages;
 * the card itself is drawn by ProductCardView from these strings (card-views.tsx says why).
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
  return (
    <ProductCardView
      href={localizedPath(locale, `/items/${encodeURIComponent(product.id)}`)}
      {...cardPicture(product.thumbnailUrl, c('noImage'))}
      // Only what is true goes into the page's payload.
      {...(priority ? { priority } : {})}
      {...(state === 'soldOut' || state === 'outOfSales' ? { dimmed: true } : {})}
      {...(state === 'inStock'
        ? {}
        : {
            badge: {
              state,
              label:
                // A pre-order item says when it goes on sale.
                state === 'presale'
                  ? c('stock.presaleFrom', { date: salesStartDay(product.startAt, locale, Date.now()) })
                  : c(`stock.${state}`),
            },
          })}
      originLabel={c('origin')}
      origin={placeLabel(product.originPrefecture, product.originCity, locale)}
      name={localizedText(product.name, product.nameEn, locale)}
      seller={[marcheName, producerName].filter(Boolean).join(' / ')}
      rating={cardRating(product.rate, c)}
      price={formatYen(product.price)}
      tax={c('taxIncluded')}
    />
  );
}
