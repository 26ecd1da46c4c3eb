import { describe, expect, it } from 'vitest';
import { switchedOn } from './switch-setting.ts';

describe('switchedOn', () => {
  it('is on by default and for unknown values, off only when switched off', () => {
    expect(switchedOn(undefined)).toBe(true);
    expect(switchedOn('true')).toBe(true);
    expect(switchedOn('1')).toBe(true);
    expect(switchedOn('maybe')).toBe(true);
    for (const off of ['false', '0', 'off', 'no', ' FALSE ']) expect(switchedOn(off)).toBe(false);
  });
});
