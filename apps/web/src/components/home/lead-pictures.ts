import { type GridKind, phoneColumns } from '@/components/catalogue/card-styles.ts';

/**
 * Which card pictures of a page of sections are fetched at once — preloaded from the `<head>`, at
 * high priority, never lazy — and which wait until they near the screen: the first row, as a phone
 * lays it out, of the first section that has cards. That row holds the page's Largest Contentful
 * Paint; a picture the browser finds only once it has laid the page out (a lazy one) starts late,
 * and a preloaded picture further down takes the bandwidth it needs. The home page preloaded its
 * first two products, which a phone shows third, under the lives (docs/storefront-speed.md,
 * "The first picture").
 */

/** The home page's sections that list cards, in the order the page draws them, with their grid. */
export const HOME_SECTIONS = {
  onAir: 'wide',
  upcoming: 'wide',
  products: 'products',
  experiences: 'wide',
  archives: 'wide',
  productVideos: 'videos',
  experienceVideos: 'videos',
  coordinators: 'coordinators',
} as const satisfies Record<string, GridKind>;

export type HomeSectionKey = keyof typeof HOME_SECTIONS;

/** Whether the card at `index` (from 0) of `section` is one of the pictures fetched at once. */
export type LeadPictures = (section: HomeSectionKey, index: number) => boolean;

/** The lead pictures of a page whose sections hold `counts` cards (a section left out holds none). */
export function leadPictures(counts: Readonly<Partial<Record<HomeSectionKey, number>>>): LeadPictures {
  const order = Object.keys(HOME_SECTIONS) as HomeSectionKey[];
  const lead = order.find((key) => (counts[key] ?? 0) > 0);
  return (section, index) => section === lead && index < phoneColumns[HOME_SECTIONS[section]];
}
