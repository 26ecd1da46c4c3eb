'use client';

/*
 * A client component for its weight only: its payload is the card's strings, not its markup a second
 * time (docs/storefront-speed.md); `action` stays a server-rendered slot.
 */

import type { ReactNode } from 'react';
import { PinIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';

/**
 * A producer or coordinator: avatar, role, name, place, profile text and an optional action. Its
 * chrome is one class each (`.profile-card*` in globals.css): the card is written twice, in the HTML
 * and the RSC payload.
 */
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
    <section className="profile-card">
      <Heading className="profile-card-heading">{heading}</Heading>
      <div className="mt-4 flex items-center gap-4">
        <MediaImage
          url={thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="72px"
          className="profile-card-avatar"
          placeholderLabel={noImage}
        />
        <div className="min-w-0">
          {role ? <p className="text-muted text-xs">{role}</p> : null}
          <p className="profile-card-name">{name}</p>
          {place ? (
            <p className="profile-card-place">
              <PinIcon className="size-3.5 shrink-0 text-leaf" />
              {place}
            </p>
          ) : null}
        </div>
      </div>
      {profile ? <p className="profile-card-text">{profile}</p> : null}
      {action ? <div className="mt-auto pt-4">{action}</div> : null}
    </section>
  );
}
