import { Link } from '@/i18n/navigation.ts';

/** A list with nothing to show: the reason, and a way back to the whole list when filters narrowed it. */
export function EmptyList({
  message,
  reset,
  className = '',
}: {
  message: string;
  /** Where the unfiltered list is, and the link's words; none when nothing was filtered. */
  reset?: { href: string; label: string } | undefined;
  className?: string;
}) {
  return (
    <div
      className={`rounded-2xl border border-line border-dashed bg-white/70 px-6 py-12 text-center ${className}`}
    >
      <p className="text-muted">{message}</p>
      {reset ? (
        <Link
          href={reset.href}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-sm text-white hover:bg-leaf-dark"
        >
          {reset.label}
        </Link>
      ) : null}
    </div>
  );
}
