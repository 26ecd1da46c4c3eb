'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A header navigation link that marks the current section with `aria-current`. `href` is the path as
 * the browser sees it (with the locale prefix, i18n/routing.ts localizedPath), compared with the
 * page's. A plain link: the pages come from the page cache, and next-intl's client link would put its
 * navigation runtime in every page's first load.
 */
export function NavLink({ href, className, ...rest }: ComponentProps<'a'> & { href: string }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <a
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`${className ?? ''} ${active ? 'text-leaf-dark after:scale-x-100' : ''}`}
      {...rest}
    />
  );
}
