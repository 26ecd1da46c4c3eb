import { cardLinkClass } from '@/components/catalogue/card-styles.ts';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Coordinator } from '@/lib/api/types.ts';

const MAX_TYPES = 5;

/** A marche in the /marches grid: header picture, avatar, name, place, coordinator and product types. */
export function MarcheCard({
  coordinator,
  place,
  productTypes,
  text,
  priority = false,
}: {
  coordinator: Coordinator;
  place: string;
  productTypes: readonly string[];
  text: { by: string; productTypes: string; noImage: string };
  priority?: boolean;
}) {
  const shown = productTypes.slice(0, MAX_TYPES);
  const more = productTypes.length - shown.length;
  return (
    <Link href={`/coordinator/${encodeURIComponent(coordinator.id)}`} className={cardLinkClass}>
      <MediaImage
        url={coordinator.headerUrl}
        alt=""
        aspect="aspect-[5/2]"
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        placeholderLabel={text.noImage}
      />
      <div className="relative flex flex-1 flex-col px-5 pb-5">
        <MediaImage
          url={coordinator.thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="80px"
          className="-mt-10 w-20 rounded-full ring-4 ring-white"
          placeholderLabel={text.noImage}
        />
        <h2 className="mt-3 font-bold text-lg text-soil leading-snug group-hover:text-leaf-dark">
          {coordinator.marcheName}
        </h2>
        {place ? (
          <p className="mt-1 flex items-center gap-1 text-muted text-sm">
            <PinIcon className="size-3.5 shrink-0 text-leaf" />
            {place}
          </p>
        ) : null}
        <p className="mt-0.5 text-muted text-xs">{text.by}</p>
        {shown.length > 0 ? (
          <div className="mt-auto pt-4">
            <p className="sr-only">{text.productTypes}</p>
            <ul className="flex flex-wrap gap-1.5">
              {shown.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-leaf-light px-2.5 py-0.5 font-semibold text-leaf-dark text-xs"
                >
                  {name}
                </li>
              ))}
              {more > 0 ? <li className="px-1 py-0.5 text-muted text-xs">+{more}</li> : null}
            </ul>
          </div>
        ) : null}
      </div>
    </Link>
  );
}
