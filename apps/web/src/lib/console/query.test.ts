import { describe, expect, it } from 'vitest';
import { consoleReturnPath } from './guard.ts';
import { japanToday, pageOffset, queryText } from './query.ts';

describe('console query helpers', () => {
  it('reads one text, ignoring repeats', () => {
    expect(queryText(' a ')).toBe('a');
    expect(queryText(['a', 'b'])).toBe('');
    expect(queryText(undefined)).toBe('');
  });
  it('reads an offset, refusing anything but a whole number', () => {
    expect(pageOffset('30')).toBe(30);
    expect(pageOffset('-1')).toBe(0);
    expect(pageOffset('1e3')).toBe(0);
  });
  it('counts the day in Japan time', () => {
    expect(japanToday(new Date('2026-11-27T14:59:59Z'))).toBe('2026-11-27');
    expect(japanToday(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
  });
});

describe('consoleReturnPath', () => {
  it('keeps console pages of this site, with or without /en', () => {
    expect(consoleReturnPath('/console/orders?q=1')).toBe('/console/orders?q=1');
    expect(consoleReturnPath('/en/console/products/p1')).toBe('/en/console/products/p1');
    expect(consoleReturnPath('/console')).toBe('/console');
  });
  it('refuses other origins and storefront pages', () => {
    expect(consoleReturnPath('//evil.example/console')).toBe('/console');
    expect(consoleReturnPath('https://evil.example/console')).toBe('/console');
    expect(consoleReturnPath('/\\evil.example')).toBe('/console');
    expect(consoleReturnPath('/account')).toBe('/console');
    expect(consoleReturnPath('/consolex')).toBe('/console');
    expect(consoleReturnPath(undefined)).toBe('/console');
  });
  it('refuses a console path that dot segments (plain, encoded or split by a tab) turn into another page', () => {
    expect(consoleReturnPath('/console/../account')).toBe('/console');
    expect(consoleReturnPath('/en/console/%2e%2e/%2e%2e/account')).toBe('/console');
    expect(consoleReturnPath('/console/.\t./account')).toBe('/console');
    expect(consoleReturnPath('/console/..//evil.example')).toBe('/console');
  });
});
