import { KONBINI_STORES } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { sandboxKonbiniSlip } from './sandbox-konbini-slip.ts';

const expiresAt = new Date('2026-12-01T03:00:00Z');

describe('sandboxKonbiniSlip', () => {
  it('is the same slip every time for one session, with the session end as the deadline', () => {
    const first = sandboxKonbiniSlip({ id: 'sbx_same', expiresAt });
    expect(sandboxKonbiniSlip({ id: 'sbx_same', expiresAt })).toEqual(first);
    expect(first.deadline).toEqual(expiresAt);
    expect(first.instructionsUrl).toBe('');
  });

  it('gives other sessions other numbers, of the shape of their store', () => {
    const slips = Array.from({ length: 200 }, (_, n) => sandboxKonbiniSlip({ id: `sbx_${n}`, expiresAt }));
    expect(new Set(slips.map((slip) => slip.receiptNumber)).size).toBe(200);
    // Every chain the sandbox knows turns up; `other` is for a provider's unknown word only.
    expect(new Set(slips.map((slip) => slip.store))).toEqual(
      new Set(KONBINI_STORES.filter((store) => store !== 'other')),
    );
    for (const slip of slips) {
      expect(slip.receiptNumber).toMatch(/^\d{11,13}$/);
      if (slip.store === 'seven-eleven') {
        expect(slip.receiptNumber).toHaveLength(13);
        expect(slip.confirmationNumber).toBe('');
      } else {
        expect(slip.confirmationNumber).toMatch(/^\d{4,5}$/);
      }
    }
  });
});
