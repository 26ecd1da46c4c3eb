import { describe, expect, it } from 'vitest';
import { sealingKey } from '../security/sealed-json.ts';
import { decodeSession, encodeSession, type Session } from './codec.ts';

const session: Session = {
  accessToken: 'header.payload.signature',
  refreshToken: 'opaque-refresh-token',
  expiredAt: 1_900_000_000,
  userId: 'user-1',
};

describe('session cookie codec', () => {
  it('round-trips a session', async () => {
    const key = await sealingKey('secret');
    const sealed = await encodeSession(session, key);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(decodeSession(sealed, key)).resolves.toEqual(session);
  });

  it('does not reveal the tokens and never repeats a value', async () => {
    const key = await sealingKey('secret');
    const a = await encodeSession(session, key);
    const b = await encodeSession(session, key);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('opaque-refresh-token');
  });

  it('rejects another key, tampering and junk', async () => {
    const key = await sealingKey('secret');
    const sealed = await encodeSession(session, key);
    await expect(decodeSession(sealed, await sealingKey('other'))).resolves.toBeUndefined();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    await expect(decodeSession(flipped, key)).resolves.toBeUndefined();
    for (const junk of [undefined, '', 'abc', '!!!!', 'a'.repeat(60)])
      await expect(decodeSession(junk, key)).resolves.toBeUndefined();
  });
});
