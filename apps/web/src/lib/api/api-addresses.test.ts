import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiAddresses,
  DEFAULT_API_URL,
  failoverFetch,
  parseApiUrls,
  processApiAddresses,
} from './api-addresses.ts';

const sets: ApiAddresses[] = [];
afterEach(() => {
  for (const set of sets.splice(0)) set.close();
});
const addressesOf = (urls: string[], probe?: (url: string) => Promise<number>) => {
  const set = new ApiAddresses(urls, { checkIntervalMs: 0, ...(probe ? { probe } : {}) });
  sets.push(set);
  return set;
};

describe('several API addresses: parseApiUrls', () => {
  it('reads one or several addresses, comma- or space-separated, without trailing slashes', () => {
    expect(parseApiUrls(undefined)).toEqual([DEFAULT_API_URL]);
    expect(parseApiUrls(' ')).toEqual([DEFAULT_API_URL]);
    expect(parseApiUrls('http://127.0.0.1:4000/')).toEqual(['http://127.0.0.1:4000']);
    expect(parseApiUrls('http://a:4000, http://b:4000 https://c/api/')).toEqual([
      'http://a:4000',
      'http://b:4000',
      'https://c/api',
    ]);
    expect(parseApiUrls('http://a:4000,http://a:4000/')).toEqual(['http://a:4000']);
  });

  it('refuses what is not an http(s) URL rather than leaving it out', () => {
    expect(() => parseApiUrls('http://a:4000,b:4000')).toThrow(/b:4000/);
    expect(() => parseApiUrls('ftp://a')).toThrow(/not an http/);
  });
});

describe('several API addresses: ApiAddresses', () => {
  it('takes turns among the addresses that are up, the down ones last', () => {
    const set = addressesOf(['http://a', 'http://b', 'http://c']);
    expect([set.choose(), set.choose(), set.choose(), set.choose()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    set.reportFailure('http://b');
    expect(set.isUp('http://b')).toBe(false);
    expect(set.order()).toEqual(['http://c', 'http://a', 'http://b']);
    expect(set.order(new Set(['http://a']))).toEqual(['http://c', 'http://b']);
    expect(set.order(new Set(['http://a', 'http://b', 'http://c']))).toEqual([]);
    set.reportSuccess('http://b');
    expect(set.isUp('http://b')).toBe(true);
  });

  it('follows the health checks: 2xx is up, anything else or no answer is down', async () => {
    const answers = new Map<string, number | Error>([
      ['http://a/health', 200],
      ['http://b/health', 503],
      ['http://c/health', new Error('ECONNREFUSED')],
    ]);
    const set = addressesOf(['http://a', 'http://b', 'http://c'], async (url) => {
      const answer = answers.get(url);
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('unknown');
      return answer;
    });
    expect(await set.checkAll()).toEqual([true, false, false]);
    // The one up first, then the down ones.
    expect(set.order()).toEqual(['http://a', 'http://b', 'http://c']);
    answers.set('http://b/health', 204);
    await set.check('http://b');
    expect(set.isUp('http://b')).toBe(true);
  });

  it('is one set per process and API_URL, shared by every copy of the module', () => {
    const env = { API_URL: 'http://x:1,http://y:2', API_HEALTH_INTERVAL_MS: '0' };
    const first = processApiAddresses(env);
    expect(processApiAddresses(env)).toBe(first);
    expect(first.urls).toEqual(['http://x:1', 'http://y:2']);
    const other = processApiAddresses({ API_URL: 'http://z:3', API_HEALTH_INTERVAL_MS: '0' });
    expect(other).not.toBe(first);
    other.close();
  });
});

describe('several API addresses: failoverFetch', () => {
  const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const reset = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

  it('sends a read or a refused request to the next address, and marks the dead one down', async () => {
    const set = addressesOf(['http://a', 'http://b']);
    const called: string[] = [];
    const inner = (async (input: string | URL | Request) => {
      called.push(String(input));
      if (String(input).startsWith('http://a/')) throw refused();
      return new Response('ok', { status: 404 });
    }) as typeof fetch;
    const answer = await failoverFetch(set, inner)('http://a/v1/products?x=1', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(called).toEqual(['http://a/v1/products?x=1', 'http://b/v1/products?x=1']);
    expect(set.isUp('http://a')).toBe(false);
  });

  it('does not send a write again when the connection broke after it was sent', async () => {
    const set = addressesOf(['http://a', 'http://b']);
    let calls = 0;
    const inner = (async () => {
      calls += 1;
      throw reset();
    }) as typeof fetch;
    await expect(failoverFetch(set, inner)('http://a/v1/orders', { method: 'POST' })).rejects.toThrow();
    expect(calls).toBe(1);
    await expect(failoverFetch(set, inner)('http://a/v1/orders')).rejects.toThrow();
    expect(calls).toBe(3);
  });
});
