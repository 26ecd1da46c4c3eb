import { prefectureLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { AddToCart } from '@/components/cart/add-to-cart.tsx';
import { TruckIcon } from '@/components/catalogue/icons.tsx';
import { Price } from '@/components/catalogue/price.tsx';
import { StockBadge } from '@/components/catalogue/stock-badge.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { salesStartMoment } from '@/lib/catalogue/sales-start.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { isoDateTime } from '@/lib/format.ts';
import { itemUnitName } from '@/lib/i18n/item-unit.ts';

/** The buying box of a product page: price, stock, unit, stock, the sales start of a pre-order item, delivery, add to cart. */
export function PurchasePanel({ product, locale }: { product: Product; locale: Locale }) {
  const t = useTranslations('item');
  const c = useTranslations('catalogue');
  const state = stockState(product);
  return (
    <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Price amount={product.price} taxLabel={c('taxIncluded')} size="lg" />
        <StockBadge state={state} label={c(`stock.${state}`)} />
      </div>
      {product.itemDescription || product.itemUnit ? (
        <p className="mt-2 text-muted text-sm">
          {product.itemDescription || t('soldPer', { unit: itemUnitName(product.itemUnit, locale) })}
        </p>
      ) : null}
      {state === 'lowStock' ? (
        <p className="mt-2 font-semibold text-persimmon-dark text-sm">
          {t('stockCount', { count: product.inventory })}
        </p>
      ) : null}
      {state === 'presale' ? (
        <p className="mt-3 rounded-xl bg-sky-50 px-4 py-3 font-semibold text-sky-900 text-sm ring-1 ring-sky-700/20">
          {t.rich('presaleStart', {
            date: salesStartMoment(product.startAt, locale),
            time: (chunks) => <time dateTime={isoDateTime(product.startAt)}>{chunks}</time>,
          })}
        </p>
      ) : null}
      {product.deliveryType ? (
        <p className="mt-3 flex items-center gap-2 border-line border-t border-dashed pt-3 text-sm text-soil">
          <TruckIcon className="size-4.5 shrink-0 text-leaf" />
          {t('deliveryLine', {
            delivery: t(`deliveryTypes.${product.deliveryType}`),
            prefecture: prefectureLabel(product.originPrefecture, locale),
          })}
        </p>
      ) : null}
      <AddToCart product={product} locale={locale} />
    </div>
  );
}
