import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Experience } from '@/lib/api/types.ts';
import { formatYen } from '@/lib/format.ts';
import { cardLinkClass } from './card-styles.ts';

export type ExperienceCardText = { adultFrom: string; from: string; taxIncluded: string; noImage: string };

export function ExperienceCard({ experience, text }: { experience: Experience; text: ExperienceCardText }) {
  return (
    <Link href={`/experiences/${encodeURIComponent(experience.id)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={experience.thumbnailUrl}
          alt=""
          aspect="aspect-[4/3]"
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          placeholderLabel={text.noImage}
        />
        {experience.hostPrefecture ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 font-semibold text-leaf-dark text-xs shadow-sm">
            <PinIcon className="size-3.5" />
            {experience.hostPrefecture}
            {experience.hostCity ? ` ${experience.hostCity}` : ''}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-soil leading-snug group-hover:text-leaf-dark">
          {experience.title}
        </h3>
        <p className="mt-auto flex items-baseline justify-end gap-1.5 pt-2">
          <span className="rounded bg-leaf-light px-1.5 py-0.5 font-semibold text-leaf-dark text-xs">
            {text.adultFrom}
          </span>
          <span className="font-bold text-persimmon-dark text-xl tabular-nums">
            {formatYen(experience.priceAdult)}
            {text.from}
          </span>
          <span className="text-muted text-xs">{text.taxIncluded}</span>
        </p>
      </div>
    </Link>
  );
}
