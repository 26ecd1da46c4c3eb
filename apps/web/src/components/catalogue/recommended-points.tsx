'use client';

/*
 * A client component for its weight only: its payload is the points' strings, not their markup a
 * second time (docs/storefront-speed.md). Nothing here runs in the browser but React's hydration.
 */

/** The numbered おすすめポイント of a product or an experience (empty points left out; nothing without any). */
export function RecommendedPoints({ heading, points }: { heading: string; points: readonly string[] }) {
  const shown = points.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="points-heading" className="mt-6">
      <h2 id="points-heading" className="font-bold text-soil">
        {heading}
      </h2>
      <ol className="mt-3 grid gap-2">
        {shown.map((point, index) => (
          <li key={point} className="flex gap-3 text-soil text-sm leading-relaxed">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-persimmon-dark font-bold text-white text-xs"
            >
              {index + 1}
            </span>
            {point}
          </li>
        ))}
      </ol>
    </section>
  );
}
