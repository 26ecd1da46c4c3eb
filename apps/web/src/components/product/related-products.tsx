import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { ProductCard } from './product-card.tsx';

/** 「同じマルシェの商品」: other products of the product's marché (nothing when there are none). */
export function RelatedProducts({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  const t = useTranslations('item');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="font-bold text-soil text-xl">
        {t('related')}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
