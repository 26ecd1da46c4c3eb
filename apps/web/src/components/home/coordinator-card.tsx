import { placeLabel } from '@hatake/contract/values';
import { cardLinkClass } from '@/components/catalogue/card-styles.ts';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { Coordinator } from '@/lib/api/types.ts';
import { localizedText } from '@/lib/i18n/content.ts';

export function CoordinatorCard({
  coordinator,
  locale,
  text,
}: {
  coordinator: Coordinator;
  locale: Locale;
  text: { by: (name: string) => string; noImage: string };
}) {
  const place = placeLabel(coordinator.prefecture, coordinator.city, locale);
  return (
    <Link
      href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
      className={`${cardLinkClass} flex-row! items-center gap-4 p-4`}
    >
      <MediaImage
        url={coordinator.thumbnailUrl}
        alt=""
        aspect="aspect-square"
        sizes="80px"
        className="w-20 shrink-0 rounded-full ring-2 ring-leaf-light"
        placeholderLabel={text.noImage}
      />
      <div className="min-w-0">
        <h3 className="truncate font-bold text-soil group-hover:text-leaf-dark">
          {localizedText(coordinator.marcheName, coordinator.marcheNameEn, locale)}
        </h3>
        {place ? (
          <p className="mt-1 flex items-center gap-1 text-muted text-sm">
            <PinIcon className="size-3.5 text-leaf" />
            {place}
          </p>
        ) : null}
        {coordinator.username ? (
          <p className="mt-0.5 truncate text-muted text-xs">{text.by(coordinator.username)}</p>
        ) : null}
      </div>
    </Link>
  );
}
