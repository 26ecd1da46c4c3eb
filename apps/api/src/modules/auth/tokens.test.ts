import { describe, expect, it } from 'vitest';
import {
  hashRefreshToken,
  newRefreshToken,
  readAccessToken,
  signAccessToken,
  successorRefreshToken,
  withinGrace,
} from './tokens.ts';

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

describe('refresh rotation', () => {
  it('derives the successor from the token and the secret: same inputs, same successor', () => {
    const token = newRefreshToken();
    const successor = successorRefreshToken(secret, token);
    expect(successor).toBe(successorRefreshToken(secret, token));
    expect(successor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successor).toHaveLength(token.length);
    expect(successor).not.toBe(token);
    expect(successorRefreshToken(secret, newRefreshToken())).not.toBe(successor);
    expect(successorRefreshToken(new TextEncoder().encode('y'.repeat(32)), token)).not.toBe(successor);
  });

  it('answers within the grace window only', () => {
    const rotatedAt = new Date('2026-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(rotatedAt.getTime() + seconds * 1000);
    expect(withinGrace(rotatedAt, at(0), 30)).toBe(true);
    expect(withinGrace(rotatedAt, at(30), 30)).toBe(true);
    expect(withinGrace(rotatedAt, at(30.001), 30)).toBe(false);
    expect(withinGrace(rotatedAt, at(1), 0)).toBe(false);
  });
});
