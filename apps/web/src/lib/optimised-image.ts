/**
 * The image optimiser's URL (`next/image`'s `/_next/image`) of a same-origin picture at `width`
 * pixels, which must be one of next.config.ts' `deviceSizes` or `imageSizes` (the optimiser refuses
 * any other). The path is written as it is (`url=/media/…`, not `url=%2Fmedia%2F…`): the optimiser
 * reads the same parameter, and a card writes three such URLs into the page.
 */
export const optimisedImageUrl = (src: string, width: number, quality = 75): string =>
  `/_next/image?url=${encodeURIComponent(src).replaceAll('%2F', '/')}&w=${width}&q=${quality}`;
