import { reviewPageMetadata, reviewRoute } from '@/components/review/review-route.tsx';
import { loadProduct } from '@/lib/catalogue/detail-data.ts';

export const dynamic = 'force-dynamic';

export const generateMetadata = reviewPageMetadata;

/** docs/product.md: write or edit a product review (members; signed out → sign in, then back here). */
export default reviewRoute('products', async (id) => {
  const { product } = await loadProduct(id);
  return { id: product.id, name: product.name, thumbnailUrl: product.thumbnailUrl };
});
