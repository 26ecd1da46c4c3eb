import { useTranslations } from 'next-intl';
import { galleryItems } from '@/lib/gallery.ts';
import { MediaGallery } from './media-gallery.tsx';

/** The media gallery of a detail page, labelled with the namespace's `gallery`, `showImage` and `video`. */
export function DetailGallery({
  namespace,
  media,
  thumbnailUrl,
  alt,
  aspect,
  sizes,
}: {
  namespace: 'item' | 'experience';
  media: Parameters<typeof galleryItems>[0];
  thumbnailUrl: string;
  alt: string;
  aspect?: string;
  sizes: string;
}) {
  const t = useTranslations(namespace);
  const c = useTranslations('catalogue');
  const items = galleryItems(media, thumbnailUrl);
  return (
    <MediaGallery
      items={items}
      alt={alt}
      label={t('gallery')}
      thumbnailLabels={items.map((_, index) => t('showImage', { index: index + 1, total: items.length }))}
      videoLabel={t('video')}
      noImage={c('noImage')}
      {...(aspect ? { aspect } : {})}
      sizes={sizes}
    />
  );
}
