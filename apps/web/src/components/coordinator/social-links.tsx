import { socialUrl } from '@/lib/social.ts';
import { ExternalIcon, FacebookIcon, InstagramIcon } from '../catalogue/icons.tsx';

/** Instagram / Facebook account links (open in a new tab). */
export function SocialLinks({
  instagramId,
  facebookId,
  text,
}: {
  instagramId: string;
  facebookId: string;
  text: { instagram: (id: string) => string; facebook: (id: string) => string; newTab: string };
}) {
  const links = [
    {
      key: 'instagram',
      url: socialUrl('instagram', instagramId),
      label: text.instagram(instagramId),
      Icon: InstagramIcon,
    },
    {
      key: 'facebook',
      url: socialUrl('facebook', facebookId),
      label: text.facebook(facebookId),
      Icon: FacebookIcon,
    },
  ].filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ key, url, label, Icon }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-sm text-soil ring-1 ring-line transition hover:bg-leaf-light hover:text-leaf-dark"
          >
            <Icon className="size-5" />
            {label}
            <ExternalIcon />
            <span className="sr-only">{text.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
