import { describe, expect, it } from 'vitest';
import { expiredAtFrom, needsRefresh, REFRESH_MARGIN_SECONDS } from './expiry.ts';

describe('token expiry', () => {
  const now = 1_700_000_000_500;

  it('expires expiresIn seconds after issue (docs/adr/0010)', () => {
    expect(expiredAtFrom(3600, now)).toBe(1_700_003_600);
    expect(expiredAtFrom(-5, now)).toBe(1_700_000_000);
  });

  it('refreshes when expired or within the margin', () => {
    const at = 1_700_000_000;
    expect(needsRefresh({ expiredAt: at + REFRESH_MARGIN_SECONDS + 1 }, now)).toBe(false);
    expect(needsRefresh({ expiredAt: at + REFRESH_MARGIN_SECONDS }, now)).toBe(true);
    expect(needsRefresh({ expiredAt: at - 10 }, now)).toBe(true);
    expect(needsRefresh({ expiredAt: at + 30 }, now, 0)).toBe(false);
  });
});
