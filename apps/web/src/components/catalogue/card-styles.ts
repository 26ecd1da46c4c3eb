/**
 * Shared card chrome: white card, soft ring, lift on hover, visible keyboard focus (`.card-link` in
 * globals.css: one class instead of fifteen utilities, since a card's classes are written twice per
 * card — in the HTML and in the page's RSC payload).
 */
export const cardLinkClass = 'group card-link';

/** Grids: every card in a grid has the same image ratio, so rows line up. */
export const gridClass = {
  products: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5',
  wide: 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3',
  videos: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4',
  coordinators: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
} as const;

export type GridKind = keyof typeof gridClass;

/** Cards in a row of each grid on a phone (below `sm`): a page's first row there is fetched first. */
export const phoneColumns: Readonly<Record<GridKind, number>> = {
  products: 2,
  wide: 1,
  videos: 2,
  coordinators: 1,
};
