import type { ReactNode } from 'react';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';

/** A producer or coordinator: avatar, role, name, place, profile text and an optional action. */
export function ProfileCard({
  heading,
  role,
  name,
  place,
  profile,
  thumbnailUrl,
  noImage,
  action,
  headingLevel = 'h2',
}: {
  heading: string;
  role?: string | undefined;
  name: string;
  place: string;
  profile: string;
  thumbnailUrl: string;
  noImage: string;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <section className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <Heading className="font-bold text-muted text-sm tracking-wide">{heading}</Heading>
      <div className="mt-4 flex items-center gap-4">
        <MediaImage
          url={thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="72px"
          className="w-16 shrink-0 rounded-full ring-2 ring-leaf-light sm:w-[4.5rem]"
          placeholderLabel={noImage}
        />
        <div className="min-w-0">
          {role ? <p className="text-muted text-xs">{role}</p> : null}
          <p className="truncate font-bold text-lg text-soil">{name}</p>
          {place ? (
            <p className="mt-0.5 flex items-center gap-1 text-muted text-sm">
              <PinIcon className="size-3.5 shrink-0 text-leaf" />
              {place}
            </p>
          ) : null}
        </div>
      </div>
      {profile ? (
        <p className="mt-4 line-clamp-6 whitespace-pre-line text-soil text-sm leading-relaxed">{profile}</p>
      ) : null}
      {action ? <div className="mt-auto pt-4">{action}</div> : null}
    </section>
  );
}
