import { describe, expect, it } from 'vitest';
import {
  formatBusinessHours,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatHhmm,
  formatPostalCode,
  formatTime,
  formatWeekdays,
  formatWeight,
  formatYen,
  weekdayName,
  weekdayShortName,
} from './format.ts';

describe('formatYen', () => {
  it('uses the half-width yen sign and thousands separators', () => {
    expect(formatYen(1280)).toBe('¥1,280');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });
});

describe('formatHhmm / formatBusinessHours', () => {
  it('turns hhmm into h:mm', () => {
    expect(formatHhmm('0900')).toBe('9:00');
    expect(formatHhmm('1730')).toBe('17:30');
    expect(formatHhmm('0000')).toBe('0:00');
  });

  it('is empty for anything that is not four digits', () => {
    expect(formatHhmm('')).toBe('');
    expect(formatHhmm('900')).toBe('');
    expect(formatHhmm('09:00')).toBe('');
  });

  it('joins opening and closing time with 〜 (ja) or an en dash (en)', () => {
    expect(formatBusinessHours('0900', '1700', 'ja')).toBe('9:00〜17:00');
    expect(formatBusinessHours('0900', '1700', 'en')).toBe('9:00–17:00');
    expect(formatBusinessHours('', '', 'ja')).toBe('');
  });
});

describe('formatDuration', () => {
  it('speaks hours and minutes', () => {
    expect(formatDuration(90, 'ja')).toBe('1時間30分');
    expect(formatDuration(120, 'ja')).toBe('2時間');
    expect(formatDuration(45, 'ja')).toBe('45分');
    expect(formatDuration(0, 'ja')).toBe('0分');
    expect(formatDuration(150, 'en')).toBe('2 h 30 min');
    expect(formatDuration(60, 'en')).toBe('1 h');
    expect(formatDuration(30, 'en')).toBe('30 min');
  });
});

describe('formatDistance / formatWeight', () => {
  it('keeps one decimal under 10 km', () => {
    expect(formatDistance(2.44)).toBe('2.4 km');
    expect(formatDistance(128.6)).toBe('129 km');
    expect(formatDistance(1234.2)).toBe('1,234 km');
    expect(formatDistance(Number.NaN)).toBe('');
  });

  it('shows grams below a kilogram', () => {
    expect(formatWeight(0.3)).toBe('300g');
    expect(formatWeight(1.5)).toBe('1.5kg');
    expect(formatWeight(10)).toBe('10kg');
    expect(formatWeight(0)).toBe('');
  });
});

describe('weekdays', () => {
  it('names Go weekdays (0 = Sunday)', () => {
    expect(weekdayName(0, 'ja')).toBe('日曜日');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'ja')).toBe('');
  });

  it('lists distinct days Monday first', () => {
    expect(formatWeekdays([0, 6, 1, 3, 1], 'ja')).toEqual(['月曜日', '水曜日', '土曜日', '日曜日']);
    expect(formatWeekdays([5, 2], 'en')).toEqual(['Tuesday', 'Friday']);
    expect(formatWeekdays([9], 'en')).toEqual([]);
  });
});

describe('weekdayShortName', () => {
  it('abbreviates', () => {
    expect(weekdayShortName(1, 'ja')).toBe('月');
    expect(weekdayShortName(0, 'en')).toBe('Sun');
  });
});

describe('formatPostalCode', () => {
  it('hyphenates seven digits', () => {
    expect(formatPostalCode('3998301')).toBe('399-8301');
    expect(formatPostalCode('399-8301')).toBe('399-8301');
    expect(formatPostalCode('')).toBe('');
  });
});

describe('formatDateTime', () => {
  const seconds = Date.UTC(2026, 4, 1, 5, 0) / 1000; // 14:00 in Japan
  it('leaves the year out of a near date and names it for a record such as an order', () => {
    expect(formatDateTime(seconds, 'ja')).toBe('5/1 14:00');
    expect(formatDateTime(seconds, 'ja', { year: true })).toBe('2026/5/1 14:00');
    expect(formatDateTime(seconds, 'en', { year: true })).toBe('May 1, 2026, 02:00 PM');
  });

  it('writes a time alone, in Japan whatever the zone of the machine', () => {
    expect(formatTime(seconds + 3 * 60, 'ja')).toBe('14:03');
    expect(formatTime(seconds + 3 * 60, 'en')).toBe('02:03 PM');
  });
});
