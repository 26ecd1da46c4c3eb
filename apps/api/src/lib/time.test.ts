import { describe, expect, it } from 'vitest';
import { toUnixSeconds } from './time.ts';

describe('toUnixSeconds', () => {
  it('truncates to whole seconds', () => {
    expect(toUnixSeconds(new Date('2026-11-22T00:00:01.999Z'))).toBe(1795305601);
  });
  it('is 0 for an unset time', () => {
    expect(toUnixSeconds(null)).toBe(0);
    expect(toUnixSeconds(undefined)).toBe(0);
  });
});
