import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots.ts';

describe('robotsRules', () => {
  it('keeps crawlers out of the private paths in both locales and names the sitemap', () => {
    const robots = robotsRules('https://shop.example/sitemap.xml');
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules?.userAgent).toBe('*');
    expect(rules?.disallow).toEqual(
      expect.arrayContaining(['/account', '/v1/', '/en/account', '/en/v1/', '/en/health']),
    );
    expect(rules?.disallow).toHaveLength(18);
    expect(robots.sitemap).toBe('https://shop.example/sitemap.xml');
  });
});
