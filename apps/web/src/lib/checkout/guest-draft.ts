import type { GuestCheckoutAddress } from '@hatake/contract';
import { isPrefectureCode } from '@hatake/contract/values';
import { openJson, sealJson } from '../security/sealed-json.ts';

/**
 * What a guest enters on `/v1/purchase/guest/address` and the confirmation page needs: the e-mail,
 * the billing address and where to ship. It travels between the two steps in a sealed httpOnly
 * cookie (AES-256-GCM under the session key, lib/checkout/draft-cookie.ts), kept one hour and
 * deleted as soon as the checkout URL is obtained (docs/rules/checkout-and-payments.md, "Guests").
 */
export type GuestDraft = {
  email: string;
  billingAddress: GuestCheckoutAddress;
  isSameAddress: boolean;
  /** Only when `isSameAddress` is false. */
  shippingAddress?: GuestCheckoutAddress;
};

const ADDRESS_KEYS = [
  'lastname',
  'firstname',
  'lastnameKana',
  'firstnameKana',
  'postalCode',
  'city',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
] as const;

function isAddress(value: unknown): value is GuestCheckoutAddress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ADDRESS_KEYS.every((key) => typeof v[key] === 'string') && isPrefectureCode(Number(v.prefectureCode))
  );
}

/** A parsed draft, or `undefined` for anything else. */
export function asGuestDraft(value: unknown): GuestDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.email !== 'string' || !v.email || !isAddress(v.billingAddress)) return undefined;
  if (v.isSameAddress === true)
    return { email: v.email, billingAddress: v.billingAddress, isSameAddress: true };
  if (v.isSameAddress !== false || !isAddress(v.shippingAddress)) return undefined;
  return {
    email: v.email,
    billingAddress: v.billingAddress,
    isSameAddress: false,
    shippingAddress: v.shippingAddress,
  };
}

/** Where a draft ships to. */
export function shippingOf(draft: GuestDraft): GuestCheckoutAddress {
  return draft.isSameAddress || !draft.shippingAddress ? draft.billingAddress : draft.shippingAddress;
}

/** Seals a draft (lib/security/sealed-json.ts); the `kind` field keeps it apart from a session. */
export async function sealDraft(draft: GuestDraft, key: CryptoKey): Promise<string> {
  return sealJson({ kind: 'guest-checkout', ...draft }, key);
}

/** Opens a sealed draft; anything tampered with, foreign or malformed gives `undefined`. */
export async function openDraft(value: string | undefined, key: CryptoKey): Promise<GuestDraft | undefined> {
  const opened = await openJson(value, key);
  const kind = typeof opened === 'object' && opened !== null && 'kind' in opened ? opened.kind : undefined;
  return kind === 'guest-checkout' ? asGuestDraft(opened) : undefined;
}
