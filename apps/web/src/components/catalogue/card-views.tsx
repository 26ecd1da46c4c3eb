'use client';

import { getImageProps, type ImageLoaderProps } from 'next/image';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { SproutIcon } from '@/components/layout/icons.tsx';
import { IntentLink } from '@/components/ui/intent-link.tsx';
import type { StockState } from '@/lib/catalogue/stock.ts';
import { optimisedImageUrl } from '@/lib/optimised-image.ts';
import { StockBadge } from './stock-badge.tsx';

/*
 * The listed cards (products, experiences, lives, archives, videos, marchés), drawn in the browser's
 * bundle from the few strings each card shows. A server component's markup is written twice — in the
 * HTML and again, element by element, in the page's RSC payload — while a client component's payload
 * is only its props: a product card weighed about 1.6 KB of payload as server markup and about 0.3 KB
 * as these props (docs/storefront-speed.md). So every text is formatted on the server (card-data.ts and each card's server part) and
 * arrives here ready to show: nothing below depends on the clock, the time zone or the messages.
 */

/**
 * A card's picture as the server resolved it (card-data.ts cardPicture): its `next/image` source
 * (`external` when it is shown as it is, not optimised), or none and the placeholder's words.
 */
export type CardPicture = { picture: string; external?: true } | { picture: ''; noImage: string };

/** A rating as the card writes it: stars filled to `fill` percent, 「5段階中4.3の評価」, `4.3`, 「3件の評価」. */
export type CardRating = { fill: number; label: string; average: string; count: string } | null;

type FrameProps = CardPicture & {
  /** Already localized (`/en/items/…`). */
  href: string;
  /** One of the page's first pictures: fetched at once, not lazily (CardImage). */
  priority?: boolean | undefined;
};

/**
 * The picture's box and its intrinsic size. One width per kind of card (its widest slot, about 232
 * CSS px for a product, 400 for an experience or a live), so `next/image` writes a 1x and a 2x URL
 * instead of six `w` widths up to 1920 that a card never uses; 2x keeps a phone's 2× screen sharp.
 */
const PICTURES = {
  product: { aspect: 'aspect-square', width: 232, height: 232 },
  experience: { aspect: 'aspect-[4/3]', width: 384, height: 288 },
  live: { aspect: 'aspect-video', width: 384, height: 216 },
  video: { aspect: 'aspect-video', width: 288, height: 162 },
  avatar: { aspect: 'aspect-square', width: 80, height: 80 },
} as const;

const optimiserUrl = ({ src, width, quality }: ImageLoaderProps) => optimisedImageUrl(src, width, quality);

/**
 * The card's `<img>`: `next/image`'s 1x and 2x URLs (getImageProps), without the attributes it adds
 * for its own styling (`style`, `data-nimg`, `decoding`) that a card's CSS does not need; a
 * priority picture (the first cards of a page) is preloaded and fetched first, as `next/image` does.
 */
function CardImage({
  source,
  external,
  width,
  height,
  priority,
  className,
}: {
  source: string;
  external: boolean;
  width: number;
  height: number;
  priority: boolean;
  className: string;
}) {
  const { props } = getImageProps({
    src: source,
    alt: '',
    width,
    height,
    ...(external ? { unoptimized: true } : { loader: optimiserUrl }),
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, fetchPriority: 'high' });
  return (
    // biome-ignore lint/performance/noImgElement: next/image's own sizing, through getImageProps
    <img
      alt=""
      width={width}
      height={height}
      className={className}
      srcSet={props.srcSet}
      src={props.src}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}

/**
 * The picture's box with whatever sits on it (`children`: badges, the play button). `dimmed` greys
 * the picture only, never the badge on it.
 */
function Picture({
  source,
  kind,
  priority = false,
  dimmed = false,
  className = '',
  children,
}: {
  source: CardPicture;
  kind: keyof typeof PICTURES;
  priority?: boolean | undefined;
  dimmed?: boolean | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const { aspect, width, height } = PICTURES[kind];
  const dim = dimmed ? ' card-dimmed' : '';
  return (
    <div className={`media-box ${aspect}${className}`}>
      {source.picture ? (
        <CardImage
          source={source.picture}
          external={'external' in source}
          width={width}
          height={height}
          priority={priority}
          className={`media-img${dim}`}
        />
      ) : (
        <div className={`card-no-image${dim}`}>
          <SproutIcon className="size-10 text-leaf/40" />
          <span className="text-muted text-xs">{'noImage' in source ? source.noImage : ''}</span>
        </div>
      )}
      {children}
    </div>
  );
}

function Frame({
  card,
  kind,
  overlay,
  children,
}: {
  card: FrameProps & { dimmed?: boolean | undefined };
  kind: keyof typeof PICTURES;
  overlay?: ReactNode;
  children: ReactNode;
}) {
  return (
    <IntentLink href={card.href} className="group card-link">
      <Picture source={card} kind={kind} priority={card.priority} dimmed={card.dimmed}>
        {overlay}
      </Picture>
      {children}
    </IntentLink>
  );
}

/** Stars, average and count in one line (nothing when there are no ratings). */
function RatingLine({ rating }: { rating: CardRating }) {
  if (!rating) return null;
  return (
    <span className="rating-line">
      <span
        role="img"
        aria-label={rating.label}
        className="rating-stars rating-stars-card"
        style={{ backgroundSize: `${rating.fill}% 100%` }}
      />
      <span aria-hidden="true" className="rating-line-average">
        {rating.average}
      </span>
      <span className="text-muted">{`(${rating.count})`}</span>
    </span>
  );
}

function Price({
  amount,
  tax,
  size,
  suffix,
}: {
  amount: string;
  tax: string;
  size: string;
  suffix?: string;
}) {
  return (
    <span className="price">
      <span className={`price-amount ${size}`}>{suffix ? amount + suffix : amount}</span>
      <span className="price-tax">{tax}</span>
    </span>
  );
}

export type ProductCardData = FrameProps & {
  dimmed?: boolean;
  /** Shown on the picture unless the product is simply in stock. */
  badge?: { state: StockState; label: string };
  /** e.g. 「産地」, read before the origin by screen readers. */
  originLabel: string;
  origin: string;
  name: string;
  /** 「マルシェ / 生産者」 */
  seller: string;
  rating: CardRating;
  price: string;
  tax: string;
};

export function ProductCardView(card: ProductCardData) {
  return (
    <Frame
      card={card}
      kind="product"
      overlay={
        card.badge ? (
          <StockBadge
            state={card.badge.state}
            label={card.badge.label}
            className="absolute top-2 left-2 shadow-sm"
          />
        ) : null
      }
    >
      <div className="product-card-body">
        {card.origin ? (
          <p className="card-origin">
            <span className="sr-only">{`${card.originLabel}: `}</span>
            <span className="truncate">{card.origin}</span>
          </p>
        ) : null}
        <h3 className="product-card-title">{card.name}</h3>
        {card.seller ? <p className="card-seller">{card.seller}</p> : null}
        <div className="min-h-5">
          <RatingLine rating={card.rating} />
        </div>
        <p className="card-price">
          <Price amount={card.price} tax={card.tax} size="text-lg" />
        </p>
      </div>
    </Frame>
  );
}

/** Badge colours; the state is always spelled out in the badge's text, never told by colour alone. */
const EXPERIENCE_BADGE_TONES = {
  waiting: 'bg-white/95 text-soil ring-1 ring-line',
  accepting: 'bg-leaf-dark text-white',
  soldOut: 'bg-persimmon-dark text-white',
  finished: 'bg-soil text-white',
} as const;

export type ExperienceCardData = FrameProps & {
  headingLevel: 'h2' | 'h3';
  place: string;
  badge?: { state: keyof typeof EXPERIENCE_BADGE_TONES; label: string };
  title: string;
  /** 「所要1時間30分」, empty when unknown. */
  duration: string;
  rating: CardRating;
  adult: string;
  price: string;
  from: string;
  tax: string;
};

export function ExperienceCardView(card: ExperienceCardData) {
  const Heading = card.headingLevel;
  return (
    <Frame
      card={card}
      kind="experience"
      overlay={
        <>
          {card.place ? (
            <span className="card-place">
              <span className="truncate">{card.place}</span>
            </span>
          ) : null}
          {card.badge ? (
            <span
              data-testid="experience-badge"
              data-badge={card.badge.state}
              className={`card-booking ${EXPERIENCE_BADGE_TONES[card.badge.state]}`}
            >
              {card.badge.label}
            </span>
          ) : null}
        </>
      }
    >
      <div className="experience-card-body">
        <Heading className="experience-card-title">{card.title}</Heading>
        <p className="card-meta">
          {card.duration ? <span className="card-duration">{card.duration}</span> : null}
          <RatingLine rating={card.rating} />
        </p>
        <p className="card-price-line">
          <span className="card-adult">{card.adult}</span>
          <Price amount={card.price} tax={card.tax} size="text-xl" suffix={card.from} />
        </p>
      </div>
    </Frame>
  );
}

export type LiveCardData = FrameProps & {
  /** On air now (the red badge) or upcoming. */
  onAir: boolean;
  badge: string;
  /** ISO time for `<time dateTime>` and the text shown, 「5/1 14:00〜」. */
  startIso: string;
  startsAt: string;
  title: string;
  marcheName: string;
};

export function LiveCardView(card: LiveCardData) {
  return (
    <Frame
      card={card}
      kind="live"
      overlay={
        <div className="card-live-top">
          <span className={card.onAir ? 'card-on-air' : 'card-upcoming'}>{card.badge}</span>
          <time dateTime={card.startIso} className="card-time">
            {card.startsAt}
          </time>
        </div>
      }
    >
      <div className="live-card-body">
        <h3 className="experience-card-title">{card.title}</h3>
        {card.marcheName ? <p className="text-muted text-sm">{card.marcheName}</p> : null}
      </div>
    </Frame>
  );
}

export type ArchiveCardData = FrameProps & {
  badge: string;
  title: string;
  marcheName: string;
  /** ISO time and the date shown; empty when the archive has no start. */
  startIso: string;
  date: string;
};

export function ArchiveCardView(card: ArchiveCardData) {
  return (
    <Frame card={card} kind="live" overlay={<span className="card-archive-badge">{card.badge}</span>}>
      <div className="live-card-body">
        <h3 className="experience-card-title">{card.title}</h3>
        <p className="card-foot">
          {card.marcheName ? <span>{card.marcheName}</span> : null}
          {card.date ? <time dateTime={card.startIso}>{card.date}</time> : null}
        </p>
      </div>
    </Frame>
  );
}

export type VideoCardData = FrameProps & { title: string; publishedIso: string; published: string };

export function VideoCardView(card: VideoCardData) {
  return (
    <Frame card={card} kind="video" overlay={<span aria-hidden="true" className="card-play" />}>
      <div className="product-card-body">
        <h3 className="product-card-title">{card.title}</h3>
        {card.published ? (
          <time dateTime={card.publishedIso} className="card-date">
            {card.published}
          </time>
        ) : null}
      </div>
    </Frame>
  );
}

export type CoordinatorCardData = FrameProps & { name: string; place: string; by: string };

/** A marché on the home page: its round picture, name, place and coordinator. */
export function CoordinatorCardView(card: CoordinatorCardData) {
  return (
    <IntentLink href={card.href} className="group card-link marche-card">
      <Picture source={card} kind="avatar" priority={card.priority} className=" marche-card-picture" />
      <div className="min-w-0">
        <h3 className="marche-card-name">{card.name}</h3>
        {card.place ? <p className="card-origin mt-1 text-sm">{card.place}</p> : null}
        {card.by ? <p className="mt-0.5 truncate text-muted text-xs">{card.by}</p> : null}
      </div>
    </IntentLink>
  );
}
