'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation.ts';

/** A header navigation link that marks the current section with `aria-current`. */
export function NavLink({ href, className, ...rest }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`${className ?? ''} ${active ? 'text-leaf-dark after:scale-x-100' : ''}`}
      {...rest}
    />
  );
}
