import { describe, expect, it } from 'vitest';
import { eventDays, formatWireDate, japanToday, paragraphs, volunteerIsOver } from './view.ts';

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

  it('is over once the last day (or the only day) lies before today in Japan', () => {
    expect(volunteerIsOver('20260510', '20260512', '20260513')).toBe(true);
    expect(volunteerIsOver('20260510', '20260512', '20260512')).toBe(false);
    expect(volunteerIsOver('20260510', '', '20260511')).toBe(true);
    expect(volunteerIsOver('20260510', '', '20260510')).toBe(false);
    expect(volunteerIsOver('', '', '20991231')).toBe(false);
  });

  it("takes today's date in Japan time, not UTC", () => {
    expect(japanToday(new Date('2026-05-12T15:30:00Z'))).toBe('20260513');
    expect(japanToday(new Date('2026-05-12T14:59:00Z'))).toBe('20260512');
  });
});
