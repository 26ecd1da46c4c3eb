import type { ConsoleAuthResponse } from '@hatake/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeSession, encodeSession, type Session } from '@/lib/auth/codec.ts';
import { currentSessionKey } from '@/lib/auth/cookie.ts';

// A server action's console client (consoleApi) after the access token's hour: the refresh token
// still holds, so the tokens are rotated first instead of the action failing as signed out.

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const refreshed: ConsoleAuthResponse = {
  staffId: 'staff-1',
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  expiresIn: 3600,
  tokenType: 'Bearer',
};
const refreshConsoleAuth = vi.fn(async (_token: string) => refreshed);
const deleteConsoleAuth = vi.fn(async () => undefined);
vi.mock('@/lib/api/console.ts', () => ({
  refreshConsoleAuth: (token: string) => refreshConsoleAuth(token),
  createConsoleAuth: vi.fn(),
  deleteConsoleAuth: () => deleteConsoleAuth(),
  getConsoleMe: vi.fn(),
}));

const { CONSOLE_COOKIE, consoleApi, consoleSignOut } = await import('./session.ts');

const store = async (session: Session) =>
  jar.set(CONSOLE_COOKIE, await encodeSession(session, await currentSessionKey()));

describe('consoleApi (server actions)', () => {
  beforeEach(() => {
    jar.clear();
    refreshConsoleAuth.mockClear();
    deleteConsoleAuth.mockClear();
  });

  it('rotates a due access token before the action calls the API, and keeps the new pair', async () => {
    await store({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiredAt: Math.floor(Date.now() / 1000) - 60,
      userId: 'staff-1',
    });
    expect(await consoleApi()).toBeDefined();
    expect(refreshConsoleAuth).toHaveBeenCalledWith('refresh-1');
    const kept = await decodeSession(jar.get(CONSOLE_COOKIE), await currentSessionKey());
    expect(kept?.accessToken).toBe('access-2');
  });

  it('leaves a fresh access token alone, and answers nothing when signed out', async () => {
    await store({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiredAt: Math.floor(Date.now() / 1000) + 3000,
      userId: 'staff-1',
    });
    expect(await consoleApi()).toBeDefined();
    expect(refreshConsoleAuth).not.toHaveBeenCalled();
    jar.clear();
    expect(await consoleApi()).toBeUndefined();
  });

  it('signs out with a live access token: a lapsed one is rotated first, so the API ends the session', async () => {
    await store({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiredAt: Math.floor(Date.now() / 1000) - 60,
      userId: 'staff-1',
    });
    await consoleSignOut();
    expect(refreshConsoleAuth).toHaveBeenCalledWith('refresh-1');
    expect(deleteConsoleAuth).toHaveBeenCalledTimes(1);
    expect(refreshConsoleAuth.mock.invocationCallOrder[0]).toBeLessThan(
      deleteConsoleAuth.mock.invocationCallOrder[0] ?? 0,
    );
    expect(jar.has(CONSOLE_COOKIE)).toBe(false);
  });
});
