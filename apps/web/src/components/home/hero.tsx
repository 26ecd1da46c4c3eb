import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';

type Props = { eyebrow: string; title: string; lead: string; products: string; experiences: string };

/** Top banner: drawn with CSS and inline SVG (no remote image, nothing to load before first paint). */
export function Hero({ eyebrow, title, lead, products, experiences }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="hero">
      <div className="hero-grid">
        <div>
          <p className="hero-eyebrow">{eyebrow}</p>
          <h1 id="hero-heading" className="hero-title">
            {title}
          </h1>
          <p className="hero-lead">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/items" className="hero-link bg-persimmon-dark hover:bg-persimmon">
              {products}
              <ArrowRightIcon />
            </Link>
            <Link href="/experiences" className="hero-link bg-white text-leaf-dark hover:bg-cream">
              {experiences}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
        <HarvestIllustration />
      </div>
    </section>
  );
}

/**
 * The harvest drawing beside the text from lg: a static file (public/hero-harvest.svg), not inline
 * SVG, so its ~40 elements are not written twice into every `/` (HTML and RSC payload).
 */
function HarvestIllustration() {
  return (
    <div aria-hidden="true" className="hidden items-center justify-center lg:flex">
      {/* biome-ignore lint/performance/noImgElement: a fixed-size SVG needs no next/image resizing */}
      <img
        src="/hero-harvest.svg"
        alt=""
        width={320}
        height={320}
        // Lazy: hidden below lg, where a phone should not fetch it (nor React preload it).
        loading="lazy"
        decoding="async"
        className="w-full max-w-sm drop-shadow-xl"
      />
    </div>
  );
}
