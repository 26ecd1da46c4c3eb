import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The head of an item's or an experience's buying column: its kind as a chip and where it comes
 * from (or takes place), the title, and the producer's name.
 */
export function DetailHeading({
  kind,
  place,
  title,
  producerName,
}: {
  /** The product type or experience type, shown as a chip; nothing when empty. */
  kind: string;
  /** Where the item comes from or the experience takes place; nothing when absent. */
  place?: ReactNode;
  title: string;
  producerName?: string | undefined;
}) {
  const c = useTranslations('catalogue');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {kind ? (
          <span className="rounded-full bg-leaf-light px-3 py-1 font-semibold text-leaf-dark text-xs">
            {kind}
          </span>
        ) : null}
        {place}
      </div>
      <h1 className="mt-3 font-bold text-2xl text-soil leading-snug sm:text-3xl">{title}</h1>
      {producerName ? (
        <p className="mt-2 text-muted text-sm">
          {c('producer')}: <span className="font-semibold text-soil">{producerName}</span>
        </p>
      ) : null}
    </>
  );
}
