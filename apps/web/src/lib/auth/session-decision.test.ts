import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_SECONDS } from './expiry.ts';
import { decideSession } from './session-decision.ts';

describe('decideSession (docs/adr/0010 start-up refresh)', () => {
  const now = 1_700_000_000_000;
  const fresh = { expiredAt: 1_700_000_000 + 3600 };
  const due = { expiredAt: 1_700_000_000 + REFRESH_MARGIN_SECONDS - 1 };

  it('does nothing without a session cookie, started or not', () => {
    expect(decideSession({ hasCookie: false, session: undefined, started: false, now })).toEqual({
      kind: 'none',
    });
    expect(decideSession({ hasCookie: false, session: undefined, started: true, now })).toEqual({
      kind: 'none',
    });
  });

  it('resets a cookie that cannot be opened', () => {
    expect(decideSession({ hasCookie: true, session: undefined, started: false, now })).toEqual({
      kind: 'clear',
    });
    expect(decideSession({ hasCookie: true, session: undefined, started: true, now })).toEqual({
      kind: 'clear',
    });
  });

  it('refreshes an unexpired token when the browser session starts', () => {
    expect(decideSession({ hasCookie: true, session: fresh, started: false, now })).toEqual({
      kind: 'refresh',
      reason: 'startup',
    });
    expect(decideSession({ hasCookie: true, session: due, started: false, now })).toEqual({
      kind: 'refresh',
      reason: 'startup',
    });
  });

  it('keeps a fresh token once started and refreshes a due one', () => {
    expect(decideSession({ hasCookie: true, session: fresh, started: true, now })).toEqual({ kind: 'none' });
    expect(decideSession({ hasCookie: true, session: due, started: true, now })).toEqual({
      kind: 'refresh',
      reason: 'due',
    });
  });

  it('leaves the session to the real navigation on a link prefetch, however due', () => {
    for (const session of [fresh, due]) {
      for (const started of [true, false]) {
        expect(decideSession({ hasCookie: true, session, started, prefetch: true, now })).toEqual({
          kind: 'none',
        });
      }
    }
    expect(decideSession({ hasCookie: true, session: due, started: true, prefetch: false, now })).toEqual({
      kind: 'refresh',
      reason: 'due',
    });
  });
});
