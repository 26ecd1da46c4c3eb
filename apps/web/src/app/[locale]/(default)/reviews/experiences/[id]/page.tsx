import { reviewPageMetadata, reviewRoute } from '@/components/review/review-route.tsx';
import { loadExperience } from '@/lib/catalogue/detail-data.ts';

export const dynamic = 'force-dynamic';

export const generateMetadata = reviewPageMetadata;

/** docs/product.md: write or edit an experience review (members; signed out → sign in, then back here). */
export default reviewRoute('experiences', async (id) => {
  const { experience } = await loadExperience(id);
  return { id: experience.id, name: experience.title, thumbnailUrl: experience.thumbnailUrl };
});
