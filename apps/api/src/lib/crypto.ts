import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (base64url) of `message`; used for one-time codes and upload URL signatures. */
export const hmac = (secret: Uint8Array, message: string): string =>
  createHmac('sha256', secret).update(message).digest('base64url');

/** Constant-time comparison of two strings. */
export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
