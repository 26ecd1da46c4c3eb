import { describe, expect, it } from 'vitest';
import { hashRefreshToken, newRefreshToken, readAccessToken, signAccessToken } from './tokens.ts';

const secret = new TextEncoder().encode('x'.repeat(32));

describe('access tokens', () => {
  it('round-trips the user and session', async () => {
    const token = await signAccessToken(secret, { userId: 'u1', sessionId: 's1' }, 3600);
    expect(await readAccessToken(secret, token)).toMatchObject({ userId: 'u1', sessionId: 's1' });
  });

  it('rejects expired, foreign and malformed tokens', async () => {
    const past = new Date(Date.now() - 7200_000);
    const expired = await signAccessToken(secret, { userId: 'u1', sessionId: 's1' }, 3600, past);
    expect(await readAccessToken(secret, expired)).toBeNull();
    const foreign = await signAccessToken(
      new TextEncoder().encode('y'.repeat(32)),
      { userId: 'u', sessionId: 's' },
      60,
    );
    expect(await readAccessToken(secret, foreign)).toBeNull();
    expect(await readAccessToken(secret, 'not-a-jwt')).toBeNull();
    expect(await readAccessToken(secret, 'a.b.c')).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are random and hashed', () => {
    const a = newRefreshToken();
    expect(a).not.toBe(newRefreshToken());
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
