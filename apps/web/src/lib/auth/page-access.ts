import type { Locale } from '../../i18n/routing.ts';
import { safeRedirect, splitLocalePrefix } from './safe-redirect.ts';

/**
 * Who may see an account or sign-in page (docs/accounts.md, "Which pages need a session"):
 * - `render`: show the page;
 * - `redirect`: go to `path` (locale-less, with its query) in `locale`, or the page's own locale
 *   when that is `undefined`.
 *
 * The rules:
 * - the account edit pages (`/account/edit/*`, `/account/edit/complete`) need a member: signed out,
 *   they send the shopper to sign in and back to the very page (its query too: the e-mail change's
 *   verify step). They used to show a "please sign in" card, a dead end once signed in elsewhere.
 * - the sign-in and sign-up pages are for shoppers without a session: a member goes to where the
 *   sign-in link would have taken them (`?redirect=`, through safeRedirect, so only a path on this
 *   site) or, without one, to `/account`. A target that is itself a guest-only page falls back to
 *   `/account`, so the two rules can never send a browser round in circles.
 * `/account` itself keeps its own guard (the page redirects), and every other page renders.
 */
export type PageAccess = { kind: 'render' } | { kind: 'redirect'; path: string; locale?: Locale };

const EDIT_PAGES = /^\/account\/edit\/[^/]+\/?$/;
const GUEST_ONLY_PAGES = /^\/(?:signin|signup)\/?$/;

/** The path part (no query or hash) of a locale-less path. */
const pathnameOf = (path: string): string => path.replace(/[?#].*$/, '');

export function decidePageAccess(input: {
  /** The locale-less path of the page, e.g. `/account/edit/email`. */
  pathname: string;
  /** The page's query string without `?` (kept on the way back from sign-in). */
  search?: string;
  signedIn: boolean;
  /** The page's `?redirect=` value, if any (sign-in and sign-up pages). */
  redirect?: unknown;
}): PageAccess {
  const { pathname, signedIn } = input;
  if (!signedIn && EDIT_PAGES.test(pathname)) {
    const back = input.search ? `${pathname}?${input.search}` : pathname;
    return { kind: 'redirect', path: `/signin?${new URLSearchParams({ redirect: back })}` };
  }
  if (signedIn && GUEST_ONLY_PAGES.test(pathname)) {
    const target = splitLocalePrefix(safeRedirect(input.redirect, '/account'));
    const guestOnly = GUEST_ONLY_PAGES.test(pathnameOf(target.path));
    if (guestOnly) return { kind: 'redirect', path: '/account' };
    return { kind: 'redirect', path: target.path, locale: target.locale };
  }
  return { kind: 'render' };
}
