import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret } from './totp-seal.ts';

const KEY = new TextEncoder().encode('a-test-auth-secret-of-32-characters!');
const OTHER = new TextEncoder().encode('another-auth-secret-of-32-characters');

describe('sealed TOTP secrets', () => {
  it('opens what it sealed, and the stored text does not contain the secret', () => {
    const sealed = sealTotpSecret(KEY, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('GEZDGNBV');
    expect(openTotpSecret(KEY, sealed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(sealTotpSecret(KEY, 'X')).not.toBe(sealTotpSecret(KEY, 'X'));
  });

  it('refuses another key, a tampered text and malformed input', () => {
    const sealed = sealTotpSecret(KEY, 'GEZDGNBVGY3TQOJQ');
    expect(openTotpSecret(OTHER, sealed)).toBeNull();
    const [v, iv, ct = '', tag] = sealed.split('.');
    const flipped = `${ct.startsWith('A') ? 'B' : 'A'}${ct.slice(1)}`;
    expect(openTotpSecret(KEY, [v, iv, flipped, tag].join('.'))).toBeNull();
    expect(openTotpSecret(KEY, 'GEZDGNBVGY3TQOJQ')).toBeNull();
    expect(openTotpSecret(KEY, 'v1.a.b')).toBeNull();
  });
});
