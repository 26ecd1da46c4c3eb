import { describe, expect, it } from 'vitest';
import { eventDays, formatWireDate, paragraphs } from './view.ts';

const range = ({ start, end }: { start: string; end: string }) => `${start}〜${end}`;

describe('volunteer view', () => {
  it('formats yyyymmdd in both languages', () => {
    expect(formatWireDate('20260510', 'ja')).toBe('2026年5月10日');
    expect(formatWireDate('20260510', 'en')).toBe('May 10, 2026');
    expect(formatWireDate('', 'ja')).toBe('');
    expect(formatWireDate('2026-05-10', 'ja')).toBe('');
  });

  it('says one day, a range, or nothing', () => {
    expect(eventDays('20260510', '20260510', 'ja', range)).toBe('2026年5月10日');
    expect(eventDays('20260510', '20260512', 'ja', range)).toBe('2026年5月10日〜2026年5月12日');
    expect(eventDays('', '', 'ja', range)).toBe('');
    expect(eventDays('', '20260512', 'ja', range)).toBe('2026年5月12日');
  });

  it('splits the body at blank lines', () => {
    expect(paragraphs('一段落目\n続き\n\n二段落目\r\n \r\n三')).toEqual(['一段落目\n続き', '二段落目', '三']);
    expect(paragraphs('')).toEqual([]);
  });
});
