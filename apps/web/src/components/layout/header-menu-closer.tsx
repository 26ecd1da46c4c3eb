'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Closes the phone header's menu (the <details> this sits in) after each client-side navigation:
 * the header stays mounted from page to page, so a link followed from the open menu would otherwise
 * leave it open over the new page.
 */
export function HeaderMenuCloser() {
  const marker = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) marker.current?.closest('details')?.removeAttribute('open');
  }, [pathname]);
  return <span ref={marker} hidden />;
}
