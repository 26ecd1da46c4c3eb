import { describe, expect, it } from 'vitest';
import {
  AUTO_REPLIES_PER_ADDRESS,
  AUTO_REPLY_WINDOW_SECONDS,
  autoReplyAllowed,
  autoReplyWindowStart,
  recipientKey,
} from './rules.ts';

describe('contact auto-reply cap', () => {
  it('acknowledges the first inquiries of an address in the window, then stops', () => {
    for (let earlier = 0; earlier < AUTO_REPLIES_PER_ADDRESS; earlier++) {
      expect(autoReplyAllowed(earlier)).toBe(true);
    }
    expect(autoReplyAllowed(AUTO_REPLIES_PER_ADDRESS)).toBe(false);
    expect(autoReplyAllowed(AUTO_REPLIES_PER_ADDRESS + 10)).toBe(false);
  });

  it('counts over the past hour', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(AUTO_REPLY_WINDOW_SECONDS).toBe(3600);
    expect(autoReplyWindowStart(now).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('counts one address whatever its case or surrounding spaces', () => {
    expect(recipientKey('  Hanako@Example.JP ')).toBe('hanako@example.jp');
  });
});
