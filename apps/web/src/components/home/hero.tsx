import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';

type Props = { eyebrow: string; title: string; lead: string; products: string; experiences: string };

/** Top banner: drawn with CSS and inline SVG (no remote image, nothing to load before first paint). */
export function Hero({ eyebrow, title, lead, products, experiences }: Props) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="hero-furrows relative overflow-hidden bg-leaf-dark text-white"
    >
      <div className="relative mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 font-semibold text-sm tracking-wide">
            {eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 font-extrabold text-3xl leading-tight sm:text-5xl sm:leading-tight"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-base text-white/90 leading-relaxed sm:text-lg">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/items"
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-persimmon-dark px-7 font-bold shadow-md transition hover:bg-persimmon"
            >
              {products}
              <ArrowRightIcon />
            </Link>
            <Link
              href="/experiences"
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-bold text-leaf-dark shadow-md transition hover:bg-cream"
            >
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
