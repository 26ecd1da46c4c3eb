import type { ReactNode } from 'react';

/** A titled block of a detail page (h2 + content, or an empty line). */
export function ContentSection({
  id,
  heading,
  children,
  empty,
  className = '',
}: {
  id: string;
  heading: string;
  children?: ReactNode;
  /** Shown instead of the children when set. */
  empty?: string | false | undefined;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-bold text-soil text-xl">
        <span aria-hidden="true" className="h-5 w-1.5 rounded-full bg-leaf" />
        {heading}
      </h2>
      <div className="mt-4">
        {empty ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/70 px-6 py-8 text-center text-muted">
            {empty}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
