/**
 * The label under or beside a header icon: stacked under it on phones and beside the navigation
 * (lg, where the row is full), beside it in between; never wrapped one character a line.
 */
export const HEADER_ICON_LABEL = 'whitespace-nowrap text-[0.7rem] sm:text-sm lg:text-[0.7rem]';
