import type { ReactNode } from 'react';

export type IconProps = { className?: string };

/**
 * The frame of the storefront's line icons (no icon font, no network): a 24-unit square drawn in the
 * text colour with round ends. Decorative: the control or text next to an icon carries its meaning.
 */
export function OutlineIcon({
  className,
  strokeWidth = 1.9,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
