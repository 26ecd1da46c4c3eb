import type { Volunteer } from '@hatake/contract';
import { CalendarIcon } from '@/components/catalogue/icons.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { MediaImage } from '../ui/media-image.tsx';

export type VolunteerCardText = {
  place: string;
  days: string;
  noImage: string;
  placeLabel: string;
  daysLabel: string;
  /** 「終了しました」 when the post's days are over (lib/volunteer/view.ts), else "". */
  over: string;
};

/**
 * One post in the list: picture, title, organiser, place and days, linking to `/volunteer/{id}`.
 * A post whose days are over says so beside its title and is greyed, so it does not read as an
 * open call.
 */
export function VolunteerCard({
  volunteer,
  text,
  priority = false,
}: {
  volunteer: Volunteer;
  text: VolunteerCardText;
  priority?: boolean;
}) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 ring-line transition hover:shadow-md ${text.over ? 'bg-cream-dark [&_img]:grayscale' : 'bg-white'}`}
      data-over={text.over ? 'true' : undefined}
    >
      <MediaImage
        url={volunteer.thumbnailUrl}
        alt=""
        aspect="aspect-video"
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        placeholderLabel={text.noImage}
      />
      <div className="flex flex-1 flex-col p-5">
        {text.over ? (
          <p className="mb-2 w-fit rounded-full bg-soil px-3 py-0.5 font-bold text-white text-xs">
            {text.over}
          </p>
        ) : null}
        <h2 className="font-bold text-lg text-soil leading-snug">
          <Link
            href={`/volunteer/${encodeURIComponent(volunteer.id)}`}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {volunteer.title}
          </Link>
        </h2>
        {volunteer.authorName ? <p className="mt-1 text-muted text-sm">{volunteer.authorName}</p> : null}
        <dl className="mt-3 grid gap-1 text-sm text-soil">
          {text.place ? (
            <div className="flex items-start gap-1.5">
              <dt>
                <PinIcon className="mt-0.5 size-4 text-leaf" />
                <span className="sr-only">{text.placeLabel}</span>
              </dt>
              <dd>{text.place}</dd>
            </div>
          ) : null}
          {text.days ? (
            <div className="flex items-start gap-1.5">
              <dt>
                <CalendarIcon className="mt-0.5 size-4 text-leaf" />
                <span className="sr-only">{text.daysLabel}</span>
              </dt>
              <dd>{text.days}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
