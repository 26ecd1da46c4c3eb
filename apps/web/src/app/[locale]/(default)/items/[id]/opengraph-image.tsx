import { getTranslations } from 'next-intl/server';
import { loadProduct } from '@/lib/catalogue/detail-data.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { cardResponse } from '@/lib/seo/og/card.tsx';
import { productCard } from '@/lib/seo/og/content.ts';

// The product's share card (docs/product.md, "Crawlers"): photo, name, price. The page names it
// as its og:image with a version of what it shows (lib/seo/og/content.ts).
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

type Props = { params: Promise<{ locale: string; id: string }> };

export default async function Image({ params }: Props) {
  const { locale, id } = await pageParams(params);
  const { product } = await loadProduct(id);
  const [meta, catalogue, experience] = await Promise.all([
    getTranslations({ locale, namespace: 'metadata' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'experience' }),
  ]);
  return cardResponse(
    productCard(product, locale, {
      siteName: meta('siteName'),
      taxIncluded: catalogue('taxIncluded'),
      origin: catalogue('origin'),
      adult: experience('ageGroups.adult'),
    }),
  );
}
