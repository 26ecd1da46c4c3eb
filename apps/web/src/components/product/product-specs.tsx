import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing.ts';
import type { ProductResponse } from '@/lib/api/types.ts';
import { formatWeight } from '@/lib/format.ts';
import { itemUnitName } from '@/lib/i18n/item-unit.ts';
import { localizedName } from '@/lib/i18n/names.ts';
import { SpecTable } from './spec-table.tsx';

/** The 商品情報 section of a product page: unit, weight, expiry, storage, delivery, origin, category. */
export function ProductSpecs({
  product,
  category,
  productType,
  origin,
  locale,
}: Pick<ProductResponse, 'product' | 'category' | 'productType'> & {
  /** Already localized prefecture (and city). */
  origin: string;
  locale: Locale;
}) {
  const t = useTranslations('item');
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="font-bold text-soil text-xl">
        {t('specs')}
      </h2>
      <div className="mt-4">
        <SpecTable
          rows={[
            {
              label: t('itemUnit'),
              value: product.itemUnit ? t('unitValue', { unit: itemUnitName(product.itemUnit, locale) }) : '',
            },
            { label: t('itemDescription'), value: product.itemDescription },
            { label: t('weight'), value: formatWeight(product.weight) },
            {
              label: t('expiration'),
              value: product.expirationDate > 0 ? t('expirationValue', { days: product.expirationDate }) : '',
            },
            {
              label: t('storage'),
              value: product.storageMethodType ? t(`storageTypes.${product.storageMethodType}`) : '',
            },
            {
              label: t('delivery'),
              value: product.deliveryType ? t(`deliveryTypes.${product.deliveryType}`) : '',
            },
            { label: t('originLabel'), value: origin },
            {
              label: t('category'),
              value: [localizedName(category, locale), localizedName(productType, locale)]
                .filter(Boolean)
                .join(' / '),
            },
          ]}
        />
      </div>
    </section>
  );
}
