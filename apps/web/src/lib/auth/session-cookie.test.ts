import { describe, expect, it } from 'vitest';
import { decodeSession } from './codec.ts';
import { currentSessionKey, SESSION_COOKIE, SESSION_STARTED_COOKIE } from './cookie.ts';
import { type CookieJar, deleteSessionCookie, sealSession, writeSessionCookie } from './session-cookie.ts';

function jar() {
  const calls: unknown[][] = [];
  const target: CookieJar = {
    set: (...args) => calls.push(['set', ...args]),
    delete: (name) => calls.push(['delete', name]),
  };
  return { calls, target };
}

const session = { accessToken: 'a', refreshToken: 'r', expiredAt: 1, userId: 'u' };

describe('session cookie', () => {
  it('seals a session that opens again', async () => {
    const sealed = await sealSession(session);
    expect(await decodeSession(sealed, await currentSessionKey())).toEqual(session);
  });

  it('writes the cookie and, for fresh tokens, the start marker', () => {
    const { calls, target } = jar();
    writeSessionCookie(target, 'sealed', { secure: true, markStarted: true });
    expect(calls).toEqual([
      [
        'set',
        SESSION_COOKIE,
        'sealed',
        { httpOnly: true, sameSite: 'strict', secure: true, path: '/', maxAge: 2592000 },
      ],
      ['set', SESSION_STARTED_COOKIE, '1', { httpOnly: true, sameSite: 'strict', secure: true, path: '/' }],
    ]);
  });

  it('leaves the marker alone when asked to, and deletes only the session cookie', () => {
    const { calls, target } = jar();
    writeSessionCookie(target, 'sealed', { secure: false, markStarted: false });
    deleteSessionCookie(target);
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ['set', SESSION_COOKIE],
      ['delete', SESSION_COOKIE],
    ]);
  });
});
