import { createHmac, timingSafeEqual } from 'node:crypto';

/** Bytes of an HMAC-SHA256 digest; a signature of any other length is refused before comparing. */
const DIGEST_BYTES = 32;
const HEX_DIGEST = /^[0-9a-f]{64}$/i;

/** Hex HMAC-SHA256 of the raw body: the signature scheme of KOMOJU's webhooks and the sandbox's. */
export const signBody = (secret: string, body: Uint8Array): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export type SignatureCheck = 'valid' | 'missing' | 'mismatch';

/** A header's single value; a repeated header is ambiguous and read as absent. */
export const singleHeader = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Checks a hex signature against the body. The comparison takes the same time whatever the bytes,
 * so a forger learns nothing from how long a refusal takes. `timingSafeEqual` throws on buffers of
 * different lengths, hence the shape check first: a short or non-hex header is a mismatch, not a 500.
 */
export const checkBodySignature = (
  secret: string,
  body: Uint8Array,
  signature: string | undefined,
): SignatureCheck => {
  if (signature === undefined || signature.trim() === '') return 'missing';
  const given = signature.trim();
  if (!HEX_DIGEST.test(given)) return 'mismatch';
  const expected = createHmac('sha256', secret).update(body).digest();
  const received = Buffer.from(given, 'hex');
  return received.length === DIGEST_BYTES && timingSafeEqual(expected, received) ? 'valid' : 'mismatch';
};
