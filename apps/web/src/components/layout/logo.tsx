import { SproutIcon } from './icons.tsx';

/**
 * The wordmark with its tagline (from md to lg; from lg the header's row holds the navigation and the
 * search instead). The surrounding link supplies the accessible name.
 */
export function Logo({ tagline, compact = false }: { tagline: string; compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <SproutIcon className="size-9 shrink-0 text-leaf" />
      <span className="flex flex-col leading-none">
        <span className="font-extrabold text-2xl text-leaf-dark tracking-tight">hatake</span>
        {compact ? null : (
          <span className="mt-1 hidden text-muted text-xs md:block lg:hidden">{tagline}</span>
        )}
      </span>
    </span>
  );
}
