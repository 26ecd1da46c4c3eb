import { getProduct } from '@/lib/api/index.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { productCard } from '@/lib/seo/og/content.ts';
import { shareCard } from '@/lib/seo/og/route.ts';

// The product's share card, its page's og:image (docs/product.md, "Crawlers"): photo, origin,
// name, price. The page links it with a version of what it shows (lib/seo/og/content.ts).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; id: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, id } = await pageParams(params);
  return shareCard(
    locale,
    () => getProduct(id),
    ({ product }, labels) => productCard(product, locale, labels),
  );
}
