import { ImageResponse } from 'next/og';
import { MANIFEST_COLOURS } from '../manifest.ts';
import { cardFonts, cardPhoto, PHOTO_SIZE } from './assets.ts';
import { clampText, OG_SIZE } from './card-text.ts';
import { CARD_DRAW_BUDGET, DrawBudget } from './draw-budget.ts';
import { recentlyUsed } from './memo.ts';

/** What a share card says; every text already in the page's language. */
export type CardContent = {
  siteName: string;
  /** A short line above the title: the origin of a product, the place of an experience. */
  eyebrow: string;
  title: string;
  /** e.g. `¥1,280` or `大人 ¥5,000`. */
  price: string;
  /** e.g. `（税込）`. */
  priceNote: string;
  /** The item's main photo (a media URL from the API), "" when it has none. */
  photoUrl: string;
};

// The storefront's palette (app/globals.css): cream page, soil text, persimmon prices, leaf mark.
const COLOURS = {
  page: MANIFEST_COLOURS.background,
  text: '#4a3a2e',
  muted: '#6a5d52',
  price: '#96390a',
  leaf: MANIFEST_COLOURS.mark,
  leafLight: '#e6efd9',
} as const;

/** The site's mark (app/icon.svg) at `size` px. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={COLOURS.leaf} />
      <path d="M16 25v-9" stroke={COLOURS.page} strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 16c0-4.4-3-7-7.5-7 0 4.4 3 7 7.5 7Z" fill="#cfe3b0" />
      <path d="M16 14.5c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5Z" fill={COLOURS.page} />
    </svg>
  );
}

/** The card: the photo on the left (or the mark on green), name, price and the site on the right. */
export function Card({ content, photo }: { content: CardContent; photo: string | undefined }) {
  const title = clampText(content.title, photo ? 40 : 48);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        backgroundColor: COLOURS.page,
        fontFamily: 'Noto Sans JP',
        color: COLOURS.text,
      }}
    >
      {photo ? (
        // biome-ignore lint/performance/noImgElement: next/og draws plain <img>, next/image cannot be used here.
        <img src={photo} width={PHOTO_SIZE} height={PHOTO_SIZE} alt="" style={{ objectFit: 'cover' }} />
      ) : (
        <div
          style={{
            width: 420,
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: COLOURS.leafLight,
          }}
        >
          <Mark size={240} />
        </div>
      )}
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 56px 48px',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {content.eyebrow ? (
            <div style={{ fontSize: 26, color: COLOURS.muted, marginBottom: 16 }}>
              {clampText(content.eyebrow, 24)}
            </div>
          ) : null}
          <div style={{ fontSize: title.length > 24 ? 46 : 56, lineHeight: 1.3 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', alignItems: 'baseline', color: COLOURS.price }}>
            <span style={{ fontSize: 58 }}>{content.price}</span>
            <span style={{ fontSize: 24, color: COLOURS.muted, marginLeft: 6 }}>{content.priceNote}</span>
          </div>
          <div style={{ display: 'flex', alignItems: 'center', marginTop: 28 }}>
            <Mark size={44} />
            <span style={{ fontSize: 30, marginLeft: 14, color: COLOURS.leaf }}>{content.siteName}</span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A card drawn without the photo it names (unreadable just now): served, but not remembered. */
class WithoutPhoto extends Error {
  readonly png: ArrayBuffer;
  constructor(png: ArrayBuffer) {
    super('the share card was drawn without its photo');
    this.png = png;
  }
}

/** A card that is not remembered, while the process has drawn as many as it may for now. */
class DrawingBudgetSpent extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('too many share cards drawn just now');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Cards kept: 300 of 50–150 KB (≤ 45 MB), so a catalogue's worth of crawler requests draws each once. */
export const CARD_CACHE_ENTRIES = 300;

const budget = new DrawBudget(CARD_DRAW_BUDGET);

/**
 * Drawn cards, by what they show: a crawler asking again (or with another `?v=`) costs one API
 * read and no drawing. A card not kept is drawn only while the budget allows (DrawBudget).
 */
const drawn = recentlyUsed(CARD_CACHE_ENTRIES, async (key: string): Promise<ArrayBuffer> => {
  if (!budget.take()) throw new DrawingBudgetSpent(budget.retryAfterSeconds());
  const content = JSON.parse(key) as CardContent;
  const [fonts, photo] = await Promise.all([cardFonts(), cardPhoto(content.photoUrl)]);
  const png = await new ImageResponse(<Card content={content} photo={photo} />, {
    ...OG_SIZE,
    fonts,
  }).arrayBuffer();
  if (content.photoUrl && !photo) throw new WithoutPhoto(png);
  return png;
});

/**
 * The card as a PNG response. Networks cache it by URL, and its URL changes with what it shows
 * (`cardVersion`), so browsers and shared caches may keep it for a day.
 */
export async function cardResponse(content: CardContent): Promise<Response> {
  let png: ArrayBuffer;
  try {
    png = await drawn(JSON.stringify(content));
  } catch (error) {
    if (error instanceof DrawingBudgetSpent) {
      return new Response(null, {
        status: 503,
        headers: { 'retry-after': String(error.retryAfterSeconds), 'cache-control': 'no-store' },
      });
    }
    if (!(error instanceof WithoutPhoto)) throw error;
    png = error.png;
  }
  return new Response(png, {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}
