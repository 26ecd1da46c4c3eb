import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';

type Props = { eyebrow: string; title: string; lead: string; products: string; experiences: string };

/** Top banner: drawn with CSS and inline SVG (no remote image, nothing to load before first paint). */
export function Hero({ eyebrow, title, lead, products, experiences }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-leaf-dark text-white">
      <FieldPattern />
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

function FieldPattern() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 h-full w-full opacity-[0.12]"
      preserveAspectRatio="none"
    >
      <defs>
        <pattern
          id="furrows"
          width="48"
          height="48"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(-12)"
        >
          <path d="M0 24h48" stroke="white" strokeWidth="10" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#furrows)" />
    </svg>
  );
}

function HarvestIllustration() {
  return (
    <div aria-hidden="true" className="hidden items-center justify-center lg:flex">
      <svg aria-hidden="true" viewBox="0 0 320 320" className="w-full max-w-sm drop-shadow-xl">
        <defs>
          <clipPath id="hero-disc">
            <circle cx="160" cy="160" r="150" />
          </clipPath>
        </defs>
        <circle cx="160" cy="160" r="150" fill="#faf6ec" fillOpacity="0.14" />
        <g clipPath="url(#hero-disc)">
          <circle cx="232" cy="92" r="30" fill="#f6c453" />
          <path d="M0 200c60-40 120-40 160-20s110 30 160-10v150H0Z" fill="#7aa446" />
          <path d="M0 236c70-30 140-30 200-8s90 10 120-8v100H0Z" fill="#5b8a2e" />
          <g transform="translate(70 132)">
            <path d="M0 60c0-30 20-52 48-52s48 22 48 52Z" fill="#b84c12" />
            <path d="M8 60c0-24 16-42 40-42s40 18 40 42Z" fill="#d9662a" />
            <path d="M46 10c-4-10 0-18 10-22 2 10-2 18-10 22Z" fill="#9bc266" />
          </g>
          <g transform="translate(170 120)">
            <ellipse cx="30" cy="54" rx="30" ry="22" fill="#e04f3a" />
            <ellipse cx="70" cy="60" rx="26" ry="20" fill="#f07a2a" />
            <path d="M30 34c-2-10 4-16 12-18-1 9-5 14-12 18Z" fill="#6f9e3c" />
          </g>
          <rect x="50" y="182" width="220" height="64" rx="14" fill="#8a6446" />
          <rect x="50" y="182" width="220" height="14" rx="7" fill="#a57c58" />
          <path d="M70 210h180M70 228h180" stroke="#6e4e36" strokeWidth="4" strokeLinecap="round" />
        </g>
      </svg>
    </div>
  );
}
