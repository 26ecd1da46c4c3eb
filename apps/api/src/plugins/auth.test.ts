import { describe, expect, it } from 'vitest';
import { readBearerToken } from './auth.ts';

describe('readBearerToken', () => {
  it('reads the token after the Bearer scheme', () => {
    expect(readBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearerToken('bearer   xyz ')).toBe('xyz');
  });

  it('treats what clients send when signed out as no token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer undefined',
      'Bearer null',
      'Basic abc',
    ]) {
      expect(readBearerToken(header)).toBeNull();
    }
  });
});
