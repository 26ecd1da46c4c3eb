import { describe, expect, it } from 'vitest';
import { isCataloguePath, type PageRequest, pageCacheKey, parseCookies } from './cacheable.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const read = (url: string, headers: PageRequest['headers'] = {}, method = 'GET'): PageRequest => ({
  method,
  url,
  headers: { host: 'shop.example', 'user-agent': BROWSER, ...headers },
});

describe('isCataloguePath', () => {
  it.each([
    '/',
    '/en',
    '/items',
    '/en/items',
    '/items/abc',
    '/experiences',
    '/en/experiences/xyz',
    '/marches',
    '/coordinator/c1',
    '/live/s1',
  ])('%s is a catalogue page', (path) => expect(isCataloguePath(path)).toBe(true));

  it.each([
    '/account',
    '/cart',
    '/experiences/purchase',
    '/en/experiences/purchase',
    '/items/abc/share-card',
    '/signin',
    '/v1/purchase/x',
    '/enx/items',
  ])('%s is not', (path) => expect(isCataloguePath(path)).toBe(false));
});

describe('pageCacheKey', () => {
  it('keys an anonymous read by its path and query', () => {
    const key = pageCacheKey(read('/items?page=2'));
    expect(key).toMatchObject({ locale: 'ja', path: '/items?page=2' });
    expect(pageCacheKey(read('/en/items?page=2'))).toMatchObject({ locale: 'en', path: '/en/items?page=2' });
    expect(pageCacheKey(read('/items?page=3'))?.key).not.toBe(key?.key);
  });

  it('answers HEAD from the same page as GET', () => {
    expect(pageCacheKey(read('/items', {}, 'HEAD'))?.key).toBe(pageCacheKey(read('/items'))?.key);
  });

  it('leaves other methods, other pages and router requests to Next.js', () => {
    expect(pageCacheKey(read('/items', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(read('/account'))).toBeUndefined();
    expect(pageCacheKey(read('/items', { rsc: '1' }))).toBeUndefined();
    expect(pageCacheKey(read('/items', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(pageCacheKey(read('/items', { 'next-action': 'abc' }))).toBeUndefined();
    expect(pageCacheKey(read('/items?_rsc=x1'))).toBeUndefined();
  });

  it('renders for itself any request that carries a visitor: session, guest cart or any unknown cookie', () => {
    expect(pageCacheKey(read('/items', { cookie: 'hatake_session=sealed' }))).toBeUndefined();
    expect(pageCacheKey(read('/items', { cookie: 'NEXT_LOCALE=ja; session_id=abc' }))).toBeUndefined();
    expect(pageCacheKey(read('/items', { cookie: 'anything=1' }))).toBeUndefined();
    expect(pageCacheKey(read('/items', { authorization: 'Bearer x' }))).toBeUndefined();
  });

  it('shares the page with a visitor whose only cookie is the language choice', () => {
    const plain = pageCacheKey(read('/items'))?.key;
    expect(pageCacheKey(read('/items', { cookie: 'NEXT_LOCALE=en' }))?.key).toBe(plain);
  });

  it('leaves `/` to Next.js when the language cookie may redirect it', () => {
    expect(pageCacheKey(read('/', { cookie: 'NEXT_LOCALE=en' }))).toBeUndefined();
    expect(pageCacheKey(read('/', { cookie: 'NEXT_LOCALE=ja' }))).toBeDefined();
    expect(pageCacheKey(read('/en', { cookie: 'NEXT_LOCALE=en' }))).toBeDefined();
  });

  it('keeps crawlers, hosts and forwarded origins apart', () => {
    const plain = pageCacheKey(read('/items'))?.key;
    expect(pageCacheKey(read('/items', { 'user-agent': 'Googlebot/2.1' }))?.key).not.toBe(plain);
    expect(pageCacheKey(read('/items', { 'user-agent': 'Twitterbot/1.0' }))?.key).not.toBe(plain);
    expect(pageCacheKey(read('/items', { host: 'other.example' }))?.key).not.toBe(plain);
    expect(pageCacheKey(read('/items', { 'x-forwarded-proto': 'https' }))?.key).not.toBe(plain);
    expect(pageCacheKey(read('/items', { 'user-agent': `${BROWSER} Edg/131` }))?.key).toBe(plain);
  });
});

describe('parseCookies', () => {
  it('reads names and values, values may hold `=`', () => {
    expect(parseCookies('a=1; b=x=y;c')).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'x=y' },
      { name: 'c', value: '' },
    ]);
    expect(parseCookies(undefined)).toEqual([]);
  });
});
