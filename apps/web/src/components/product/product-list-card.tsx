import { cardLinkClass } from '@/components/home/card-styles.ts';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Product } from '@/lib/api/types.ts';
import type { StockState } from '@/lib/catalogue/stock.ts';
import { Price } from '../catalogue/price.tsx';
import { RatingLine } from '../catalogue/rating-stars.tsx';
import { StockBadge } from '../catalogue/stock-badge.tsx';

export type ProductListCardText = {
  taxIncluded: string;
  origin: string;
  noImage: string;
  stock: string;
  rating: { stars: string; count: string };
};

/** A product in the /items grid: picture, origin, name, marche/producer, rating, price and stock. */
export function ProductListCard({
  product,
  origin,
  marcheName,
  producerName,
  state,
  text,
  priority = false,
}: {
  product: Product;
  /** Already localized prefecture (and city). */
  origin: string;
  marcheName?: string | undefined;
  producerName?: string | undefined;
  state: StockState;
  text: ProductListCardText;
  priority?: boolean;
}) {
  const unavailable = state === 'soldOut' || state === 'outOfSales';
  return (
    <Link href={`/items/${encodeURIComponent(product.id)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={product.thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="(min-width: 1280px) 232px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw"
          priority={priority}
          placeholderLabel={text.noImage}
          className={unavailable ? 'opacity-60 grayscale-[40%]' : ''}
        />
        {state === 'inStock' ? null : (
          <StockBadge state={state} label={text.stock} className="absolute top-2 left-2 shadow-sm" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {origin ? (
          <p className="flex items-center gap-1 text-muted text-xs">
            <PinIcon className="size-3.5 shrink-0 text-leaf" />
            <span className="sr-only">{text.origin}: </span>
            <span className="truncate">{origin}</span>
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-[0.95rem] text-soil leading-snug group-hover:text-leaf-dark">
          {product.name}
        </h3>
        {marcheName || producerName ? (
          <p className="truncate text-muted text-xs">
            {[marcheName, producerName].filter(Boolean).join(' / ')}
          </p>
        ) : null}
        <div className="min-h-5">
          <RatingLine average={product.rate.average} count={product.rate.count} text={text.rating} />
        </div>
        <p className="mt-auto pt-1">
          <Price amount={product.price} taxLabel={text.taxIncluded} size="sm" />
        </p>
      </div>
    </Link>
  );
}
