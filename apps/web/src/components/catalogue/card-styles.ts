/** Shared card chrome: white card, soft ring, lift on hover, visible keyboard focus. */
export const cardLinkClass =
  'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-persimmon';

/** Grids: every card in a grid has the same image ratio, so rows line up. */
export const gridClass = {
  products: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5',
  wide: 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3',
  videos: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4',
  coordinators: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
} as const;
