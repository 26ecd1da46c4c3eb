import { cardLinkClass } from '@/components/home/card-styles.ts';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Experience } from '@/lib/api/types.ts';
import { ClockIcon } from '../catalogue/icons.tsx';
import { Price } from '../catalogue/price.tsx';
import { RatingLine } from '../catalogue/rating-stars.tsx';

export type ExperienceListCardText = {
  adultFrom: string;
  from: string;
  taxIncluded: string;
  duration: string;
  noImage: string;
  status?: string | undefined;
  rating: { stars: string; count: string };
};

/** An experience card: picture with place, title, duration, rating and the adult price. */
export function ExperienceListCard({
  experience,
  place,
  text,
  headingLevel = 'h3',
  priority = false,
}: {
  experience: Experience;
  place: string;
  text: ExperienceListCardText;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <Link href={`/experiences/${encodeURIComponent(experience.id)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={experience.thumbnailUrl}
          alt=""
          aspect="aspect-[4/3]"
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          placeholderLabel={text.noImage}
        />
        {place ? (
          <span className="absolute top-3 left-3 inline-flex max-w-[85%] items-center gap-1 rounded-full bg-white/95 px-3 py-1 font-semibold text-leaf-dark text-xs shadow-sm">
            <PinIcon className="size-3.5 shrink-0" />
            <span className="truncate">{place}</span>
          </span>
        ) : null}
        {text.status ? (
          <span className="absolute right-3 bottom-3 rounded-full bg-soil/85 px-2.5 py-0.5 font-bold text-white text-xs">
            {text.status}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="line-clamp-2 font-semibold text-soil leading-snug group-hover:text-leaf-dark">
          {experience.title}
        </Heading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
          {experience.duration > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5 text-leaf" />
              {text.duration}
            </span>
          ) : null}
          <RatingLine average={experience.rate.average} count={experience.rate.count} text={text.rating} />
        </p>
        <p className="mt-auto flex items-baseline justify-end gap-1.5 pt-2">
          <span className="rounded bg-leaf-light px-1.5 py-0.5 font-semibold text-leaf-dark text-xs">
            {text.adultFrom}
          </span>
          <Price amount={experience.priceAdult} taxLabel={text.taxIncluded} suffix={text.from} />
        </p>
      </div>
    </Link>
  );
}
