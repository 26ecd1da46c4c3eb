import { placeLabel } from '@hatake/contract/values';
import { cardPicture } from '@/components/catalogue/card-data.ts';
import { CoordinatorCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { Coordinator } from '@/lib/api/types.ts';
import { localizedText } from '@/lib/i18n/content.ts';

/** A marché on the home page, drawn by CoordinatorCardView from these strings (card-views.tsx says why). */
export function CoordinatorCard({
  coordinator,
  locale,
  text,
  priority = false,
}: {
  coordinator: Coordinator;
  locale: Locale;
  /** One of the page's first pictures (components/home/lead-pictures.ts). */
  priority?: boolean;
  text: { by: (name: string) => string; noImage: string };
}) {
  return (
    <CoordinatorCardView
      href={localizedPath(locale, `/coordinator/${encodeURIComponent(coordinator.id)}`)}
      {...cardPicture(coordinator.thumbnailUrl, text.noImage)}
      name={localizedText(coordinator.marcheName, coordinator.marcheNameEn, locale)}
      place={placeLabel(coordinator.prefecture, coordinator.city, locale)}
      by={coordinator.username ? text.by(coordinator.username) : ''}
      {...(priority ? { priority } : {})}
    />
  );
}
