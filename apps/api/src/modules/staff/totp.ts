import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
 * 6 digits, the code of the current step or of one step either side accepted (clock drift).
 * Pure functions: the caller passes the time and keeps the last step used (no replay).
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now whose code is still accepted. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (how authenticator apps take a secret). */
export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

/** Decodes base32 (case-insensitive, spaces and padding ignored); null when it is not base32. */
export const base32Decode = (text: string): Uint8Array | null => {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
};

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The time step of a moment: floor(unix seconds / 30). */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);

/** HOTP (RFC 4226 §5.3): the `digits`-digit code of counter `step` under `key`. */
export const hotp = (key: Uint8Array, step: number, digits: number = TOTP_DIGITS): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The code an authenticator shows at `now` for a base32 secret. */
export const totpCode = (secret: string, now: Date, digits: number = TOTP_DIGITS): string => {
  const key = base32Decode(secret);
  if (!key) throw new Error('the TOTP secret is not base32');
  return hotp(key, totpStep(now), digits);
};

/**
 * The step whose code `code` is, within ±TOTP_WINDOW steps of `now` and after `lastUsedStep` (a
 * code already used, or an older one, is refused), else null. Constant-time comparison.
 */
export const matchTotp = (secret: string, code: string, now: Date, lastUsedStep = 0): number | null => {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (step <= lastUsedStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
};

/** The `otpauth://` URI authenticator apps read (usually as a QR code). */
export const otpauthUri = (secret: string, account: string, issuer = 'hatake'): string => {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
};
