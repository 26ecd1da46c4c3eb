import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 key is the ASCII string "12345678901234567890"; 8-digit codes.
const RFC_KEY = new TextEncoder().encode('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it('gives the RFC 6238 test vectors (SHA-1, 8 digits)', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, new Date(seconds * 1000), 8), `T = ${seconds}`).toBe(code);
    }
  });

  it('gives the RFC 4226 HOTP vectors (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922'];
    expected.forEach((code, counter) => {
      expect(hotp(RFC_KEY, counter)).toBe(code);
    });
  });

  it('round-trips base32 and refuses what is not base32', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET)).toEqual(RFC_KEY);
    expect(base32Decode('gezd gnbv')).toEqual(base32Decode('GEZDGNBV'));
    expect(base32Decode('GEZ1')).toBeNull();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)?.length).toBe(20);
  });

  it('accepts the current step and one step either side, nothing further', () => {
    const now = new Date(1111111111 * 1000);
    const at = (offsetSteps: number) => totpCode(RFC_SECRET, new Date(now.getTime() + offsetSteps * 30_000));
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, at(0), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(-1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), now)).toBeNull();
  });

  it('refuses a code already used (or older than the last one used), and malformed codes', () => {
    const now = new Date(1234567890 * 1000);
    const code = totpCode(RFC_SECRET, now);
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, code, now, step - 1)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345a', now)).toBeNull();
    expect(matchTotp(RFC_SECRET, `${code}0`, now)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'coordinator@hatake.local'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/hatake:coordinator@hatake.local');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('issuer')).toBe('hatake');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
