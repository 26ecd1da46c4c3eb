import { describe, expect, it } from 'vitest';
import { pickMailLocale } from './locale.ts';

describe('pickMailLocale', () => {
  it('defaults to Japanese', () => {
    expect(pickMailLocale(undefined, undefined)).toBe('ja');
    expect(pickMailLocale('', '')).toBe('ja');
    expect(pickMailLocale(undefined, 'fr-FR,de;q=0.5')).toBe('ja');
  });

  it('takes an explicit locale first', () => {
    expect(pickMailLocale('en', 'ja')).toBe('en');
    expect(pickMailLocale('EN', undefined)).toBe('en');
    expect(pickMailLocale('ja', 'en')).toBe('ja');
  });

  it('ignores an unsupported explicit locale', () => {
    expect(pickMailLocale('fr', 'en')).toBe('en');
  });

  it('reads Accept-Language by quality', () => {
    expect(pickMailLocale(undefined, 'en')).toBe('en');
    expect(pickMailLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(pickMailLocale(undefined, 'ja,en;q=0.8')).toBe('ja');
    expect(pickMailLocale(undefined, 'fr,en;q=0.3,ja;q=0.7')).toBe('ja');
    expect(pickMailLocale(undefined, 'ja;q=0,en;q=0.1')).toBe('en');
  });
});
