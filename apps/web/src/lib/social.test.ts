import { describe, expect, it } from 'vitest';
import { socialUrl } from './social.ts';

describe('socialUrl', () => {
  it('links plain account names', () => {
    expect(socialUrl('instagram', 'yanbaru_chura')).toBe('https://www.instagram.com/yanbaru_chura/');
    expect(socialUrl('instagram', '@hatake.farm')).toBe('https://www.instagram.com/hatake.farm/');
    expect(socialUrl('facebook', 'yanbaru.chura.marche')).toBe(
      'https://www.facebook.com/yanbaru.chura.marche',
    );
  });

  it('refuses empty or odd values', () => {
    expect(socialUrl('instagram', '')).toBeUndefined();
    expect(socialUrl('facebook', 'https://evil.example')).toBeUndefined();
    expect(socialUrl('facebook', '../x')).toBeUndefined();
    expect(socialUrl('facebook', '..')).toBeUndefined();
  });
});
