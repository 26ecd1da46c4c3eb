// Inline icons for the catalogue pages. Decorative: the text next to them carries the meaning.

import { type IconProps, OutlineIcon } from '../ui/outline-icon.tsx';

export function StarShape({ className = 'size-4' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path
        fill="currentColor"
        d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.6l-5.1 2.8 1.1-5.8-4.3-4 5.8-.7L10 1.6z"
      />
    </svg>
  );
}

export function ClockIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </OutlineIcon>
  );
}

export function CalendarIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </OutlineIcon>
  );
}

export function TruckIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </OutlineIcon>
  );
}

export function ChevronLeftIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="m14.5 6-6 6 6 6" />
    </OutlineIcon>
  );
}

export function ChevronRightIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="m9.5 6 6 6-6 6" />
    </OutlineIcon>
  );
}

export function CrosshairIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </OutlineIcon>
  );
}

export function FilterIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />
    </OutlineIcon>
  );
}

export function CheckCircleIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16 9.8" />
    </OutlineIcon>
  );
}

export function InstagramIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </OutlineIcon>
  );
}

export function FacebookIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z"
      />
    </svg>
  );
}

export function ExternalIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </OutlineIcon>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <path d="m6 9.5 6 6 6-6" />
    </OutlineIcon>
  );
}
