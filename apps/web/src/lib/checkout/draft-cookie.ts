import { cookies, headers } from 'next/headers';
import { currentSessionKey, isSecureRequest } from '../auth/cookie.ts';
import { type GuestDraft, openDraft, sealDraft } from './guest-draft.ts';

/** The cookie carrying a guest's checkout details between the address and confirmation steps. */
export const GUEST_DRAFT_COOKIE = 'hatake_guest_checkout';
const MAX_AGE = 60 * 60;

/** The guest's entered details, if any (safe in Server Components). */
export async function readGuestDraft(): Promise<GuestDraft | undefined> {
  const store = await cookies();
  return openDraft(store.get(GUEST_DRAFT_COOKIE)?.value, await currentSessionKey());
}

/** Keeps the details (server actions only). */
export async function saveGuestDraft(draft: GuestDraft): Promise<void> {
  const [store, incoming] = await Promise.all([cookies(), headers()]);
  const secure = isSecureRequest({
    forwardedProto: incoming.get('x-forwarded-proto'),
    host: incoming.get('x-forwarded-host') ?? incoming.get('host'),
    production: process.env.NODE_ENV === 'production',
  });
  store.set(GUEST_DRAFT_COOKIE, await sealDraft(draft, await currentSessionKey()), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MAX_AGE,
  });
}

/** Forgets them: once the checkout URL is obtained. */
export async function clearGuestDraft(): Promise<void> {
  (await cookies()).delete(GUEST_DRAFT_COOKIE);
}
