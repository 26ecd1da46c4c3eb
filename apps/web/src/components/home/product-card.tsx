import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Product, ProductStatus } from '@/lib/api/types.ts';
import { formatYen } from '@/lib/format.ts';
import { cardLinkClass } from './card-styles.ts';

const PRESALE = 1 satisfies (typeof ProductStatus)['PRESALE'];
const FOR_SALE = 2 satisfies (typeof ProductStatus)['FOR_SALE'];

export type ProductCardText = {
  taxIncluded: string;
  origin: string;
  soldOut: string;
  presale: string;
  outOfSales: string;
  noImage: string;
};

function unavailableLabel(product: Product, text: ProductCardText): string | undefined {
  if (product.status === FOR_SALE) return product.inventory > 0 ? undefined : text.soldOut;
  return product.status === PRESALE ? text.presale : text.outOfSales;
}

export function ProductCard({
  product,
  text,
  priority,
}: {
  product: Product;
  text: ProductCardText;
  priority?: boolean;
}) {
  const unavailable = unavailableLabel(product, text);
  const origin = `${product.originPrefecture}${product.originCity ? ` ${product.originCity}` : ''}`;
  return (
    <Link href={`/items/${encodeURIComponent(product.id)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={product.thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
          priority={priority ?? false}
          placeholderLabel={text.noImage}
        />
        {unavailable ? (
          <span className="absolute inset-0 flex items-center justify-center bg-soil/60 font-bold text-white">
            {unavailable}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {origin.trim() ? (
          <p className="flex items-center gap-1 text-muted text-xs">
            <PinIcon className="size-3.5 shrink-0 text-leaf" />
            <span className="sr-only">{text.origin}: </span>
            <span className="truncate">{origin}</span>
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-[0.95rem] text-soil leading-snug group-hover:text-leaf-dark">
          {product.name}
        </h3>
        <p className="mt-auto pt-2 text-right">
          <span className="font-bold text-lg text-persimmon-dark tabular-nums sm:text-xl">
            {formatYen(product.price)}
          </span>
          <span className="text-muted text-xs">{text.taxIncluded}</span>
        </p>
      </div>
    </Link>
  );
}
