import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { CoordinatorResponse } from '@/lib/api/types.ts';
import { localizedName } from '@/lib/i18n/names.ts';

/** The top of a marché page: header picture, avatar, name, place, coordinator and product types. */
export function MarcheHero({
  coordinator,
  productTypes,
  title,
  locale,
}: Pick<CoordinatorResponse, 'coordinator' | 'productTypes'> & { title: string; locale: Locale }) {
  const t = useTranslations('coordinator');
  const c = useTranslations('catalogue');
  const place = placeLabel(coordinator.prefecture, coordinator.city, locale);
  const typeNames = coordinator.productTypeIds.flatMap((typeId) => {
    const name = localizedName(
      productTypes.find((x) => x.id === typeId),
      locale,
    );
    return name ? [name] : [];
  });
  return (
    <>
      <div className="mx-auto mt-4 max-w-7xl sm:px-6 lg:px-8">
        <MediaImage
          url={coordinator.headerUrl}
          alt=""
          aspect="aspect-[2/1] sm:aspect-[3/1] lg:aspect-[4/1]"
          sizes="(min-width: 1280px) 1216px, 100vw"
          priority
          className="sm:rounded-3xl"
          placeholderLabel={c('noImage')}
        />
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-6">
          <MediaImage
            url={coordinator.thumbnailUrl}
            alt=""
            aspect="aspect-square"
            sizes="144px"
            className="-mt-12 w-28 shrink-0 rounded-full ring-4 ring-cream sm:-mt-16 sm:ml-6 sm:w-36"
            placeholderLabel={c('noImage')}
          />
          <div className="min-w-0 flex-1 pb-1">
            <h1 className="font-bold text-2xl text-soil sm:text-3xl">{title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <PinIcon className="size-4 text-leaf" />
                  {place}
                </span>
              ) : null}
              {coordinator.username ? (
                <span>{t('coordinatorName', { name: coordinator.username })}</span>
              ) : null}
            </p>
          </div>
        </div>
        {typeNames.length > 0 ? (
          <ul aria-label={t('productTypes')} className="mt-5 flex flex-wrap gap-1.5">
            {typeNames.map((name) => (
              <li
                key={name}
                className="rounded-full bg-leaf-light px-3 py-1 font-semibold text-leaf-dark text-xs"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
