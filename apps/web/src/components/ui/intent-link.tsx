'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page when the shopper shows intent — the pointer over it, a finger
 * on it, the keyboard's focus — instead of as soon as it scrolls into view. A catalogue page shows
 * dozens of links; prefetching those in view while the page itself still loaded took network and
 * main-thread time from the page being read (docs/storefront-speed.md, "Prefetch on intent"). The
 * hover or touch comes a few hundred milliseconds before the click, time enough for the fetch to
 * be on its way. A link told `prefetch={false}` never prefetches; one told `true` prefetches as
 * Next does, once intent is shown.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      // Before intent, no prefetch; after it, what the link was told (unset is Next's default).
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
