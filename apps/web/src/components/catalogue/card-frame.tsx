import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import { cardLinkClass } from './card-styles.ts';

/** Picture ratio and responsive `sizes` per kind of card, so every card of a grid lines up. */
const PICTURES = {
  product: {
    aspect: 'aspect-square',
    sizes: '(min-width: 1280px) 232px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw',
  },
  experience: {
    aspect: 'aspect-[4/3]',
    sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  },
  live: {
    aspect: 'aspect-video',
    sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  },
  video: { aspect: 'aspect-video', sizes: '(min-width: 1024px) 25vw, 50vw' },
} as const;

/**
 * The frame every listed card shares (products, experiences, lives, archives, videos): one link,
 * the picture with whatever sits on it (`overlay`), then the card's body.
 */
export function CardFrame({
  href,
  picture,
  kind,
  priority = false,
  dimmed = false,
  overlay,
  children,
}: {
  href: string;
  /** The thumbnail URL. */
  picture: string;
  kind: keyof typeof PICTURES;
  priority?: boolean;
  /** Greyed out (a product that cannot be bought). */
  dimmed?: boolean;
  overlay?: ReactNode;
  children: ReactNode;
}) {
  const c = useTranslations('catalogue');
  return (
    <Link href={href} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={picture}
          alt=""
          {...PICTURES[kind]}
          priority={priority}
          placeholderLabel={c('noImage')}
          className={dimmed ? 'opacity-60 grayscale-[40%]' : ''}
        />
        {overlay}
      </div>
      {children}
    </Link>
  );
}
