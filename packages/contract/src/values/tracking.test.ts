import { describe, expect, it } from 'vitest';
import { ShippingCarrier } from './enums.ts';
import { trackingUrl } from './tracking.ts';

describe('trackingUrl', () => {
  it('links Yamato and Sagawa tracking pages with the number, spaces and hyphens dropped', () => {
    expect(trackingUrl(ShippingCarrier.YAMATO, '1234-5678-9012')).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    );
    expect(trackingUrl(ShippingCarrier.SAGAWA, '1234 5678 9012')).toBe(
      'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=123456789012',
    );
  });

  it('answers "" without a carrier or a number, and escapes what the URL cannot carry', () => {
    expect(trackingUrl(ShippingCarrier.UNKNOWN, '123456789012')).toBe('');
    expect(trackingUrl(ShippingCarrier.YAMATO, '')).toBe('');
    expect(trackingUrl(ShippingCarrier.YAMATO, 'A&B')).toMatch(/number01=A%26B$/);
  });
});
