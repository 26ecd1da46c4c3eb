// Small inline icons of the header and the cards. Decorative: the control next to them carries the name.
import { type IconProps, OutlineIcon } from '../ui/outline-icon.tsx';

export function CartIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={1.8}>
      <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </OutlineIcon>
  );
}

export function UserIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={1.8}>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </OutlineIcon>
  );
}

export function GlobeIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </OutlineIcon>
  );
}

/** A magnifying glass (the header's search). */
export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={2}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </OutlineIcon>
  );
}

/** Three lines (the phone header's menu, which holds the navigation and the search). */
export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={1.8}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}

export function SproutIcon({ className = 'size-7' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <circle cx="16" cy="16" r="16" fill="currentColor" />
      <path d="M16 25v-9" stroke="#faf6ec" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 16c0-4.4-3-7-7.5-7 0 4.4 3 7 7.5 7Z" fill="#cfe3b0" />
      <path d="M16 14.5c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5Z" fill="#faf6ec" />
    </svg>
  );
}

export function PlayIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.2-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PinIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={2}>
      <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.2 12 21 12 21Z" />
      <circle cx="12" cy="10" r="2.3" />
    </OutlineIcon>
  );
}

export function ArrowRightIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth={2}>
      <path d="M5 12h14m-5-5 5 5-5 5" />
    </OutlineIcon>
  );
}
