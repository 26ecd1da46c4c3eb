import type { GuestCheckoutAddress } from '@hatake/contract';
import { isPrefectureCode } from '@hatake/contract/values';

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

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Seals a draft (base64url of iv ‖ ciphertext ‖ tag); the `kind` field keeps it apart from a session. */
export async function sealDraft(draft: GuestDraft, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify({ kind: 'guest-checkout', ...draft }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** Opens a sealed draft; anything tampered with, foreign or malformed gives `undefined`. */
export async function openDraft(value: string | undefined, key: CryptoKey): Promise<GuestDraft | undefined> {
  if (!value) return undefined;
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length <= IV_BYTES + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    const parsed = JSON.parse(decoder.decode(plain)) as Record<string, unknown>;
    return parsed.kind === 'guest-checkout' ? asGuestDraft(parsed) : undefined;
  } catch {
    return undefined;
  }
}
