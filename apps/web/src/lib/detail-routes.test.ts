import { describe, expect, it } from 'vitest';
import { matchDetailRoute } from './detail-routes.ts';

describe('matchDetailRoute', () => {
  it('maps detail pages in both locales to their API resource', () => {
    expect(matchDetailRoute('/items/abc')).toEqual({ localePrefix: '', apiPath: '/v1/products/abc' });
    expect(matchDetailRoute('/en/items/abc')).toEqual({ localePrefix: '/en', apiPath: '/v1/products/abc' });
    expect(matchDetailRoute('/coordinator/k1/')).toEqual({
      localePrefix: '',
      apiPath: '/v1/coordinators/k1',
    });
    expect(matchDetailRoute('/en/experiences/e%201')).toEqual({
      localePrefix: '/en',
      apiPath: '/v1/experiences/e%201',
    });
    expect(matchDetailRoute('/live/s1')).toEqual({ localePrefix: '', apiPath: '/v1/schedules/s1' });
    expect(matchDetailRoute('/en/video/v1')).toEqual({ localePrefix: '/en', apiPath: '/v1/videos/v1' });
    expect(matchDetailRoute('/volunteer/w1')).toEqual({ localePrefix: '', apiPath: '/v1/volunteers/w1' });
    expect(matchDetailRoute('/en/reviews/products/p1')).toEqual({
      localePrefix: '/en',
      apiPath: '/v1/products/p1',
    });
    expect(matchDetailRoute('/reviews/experiences/e1')).toEqual({
      localePrefix: '',
      apiPath: '/v1/experiences/e1',
    });
    expect(matchDetailRoute('/reviews/complete')).toBeUndefined();
  });

  it('leaves lists, the experience purchase page and other paths alone', () => {
    expect(matchDetailRoute('/items')).toBeUndefined();
    expect(matchDetailRoute('/en/items')).toBeUndefined();
    expect(matchDetailRoute('/items/a/b')).toBeUndefined();
    expect(matchDetailRoute('/experiences/purchase')).toBeUndefined();
    expect(matchDetailRoute('/en/experiences/purchase')).toBeUndefined();
    expect(matchDetailRoute('/english/items/a')).toBeUndefined();
    expect(matchDetailRoute('/')).toBeUndefined();
  });
});
