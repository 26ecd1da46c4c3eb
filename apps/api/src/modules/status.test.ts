import { ExperienceStatus, ProductStatus, ScheduleStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { experienceStatus } from './experiences/status.ts';
import { productStatus } from './products/status.ts';
import { scheduleStatus } from './schedules/status.ts';

const at = (iso: string) => new Date(iso);
const window = { startAt: at('2026-11-01T00:00:00Z'), endAt: at('2026-12-01T00:00:00Z') };

describe('productStatus', () => {
  it('follows the sales window', () => {
    const product = { ...window, public: true };
    expect(productStatus(product, at('2026-10-31T23:59:59Z'))).toBe(ProductStatus.PRESALE);
    expect(productStatus(product, at('2026-11-01T00:00:00Z'))).toBe(ProductStatus.FOR_SALE);
    expect(productStatus(product, at('2026-12-01T00:00:00Z'))).toBe(ProductStatus.OUT_OF_SALES);
  });
  it('is unknown for a private product', () => {
    expect(productStatus({ ...window, public: false }, at('2026-11-15T00:00:00Z'))).toBe(
      ProductStatus.UNKNOWN,
    );
  });
});

describe('experienceStatus', () => {
  const experience = { ...window, public: true, soldOut: false };
  it('follows the booking window', () => {
    expect(experienceStatus(experience, at('2026-10-15T00:00:00Z'))).toBe(ExperienceStatus.WAITING);
    expect(experienceStatus(experience, at('2026-11-15T00:00:00Z'))).toBe(ExperienceStatus.ACCEPTING);
    expect(experienceStatus(experience, at('2026-12-02T00:00:00Z'))).toBe(ExperienceStatus.FINISHED);
  });
  it('is sold out while bookable but full, finished once the window closes', () => {
    const full = { ...experience, soldOut: true };
    expect(experienceStatus(full, at('2026-11-15T00:00:00Z'))).toBe(ExperienceStatus.SOLD_OUT);
    expect(experienceStatus(full, at('2026-12-02T00:00:00Z'))).toBe(ExperienceStatus.FINISHED);
  });
});

describe('scheduleStatus', () => {
  it('is waiting, live, then closed or archived', () => {
    const live = { ...window, archiveUrl: '' };
    expect(scheduleStatus(live, at('2026-10-15T00:00:00Z'))).toBe(ScheduleStatus.WAITING);
    expect(scheduleStatus(live, at('2026-11-15T00:00:00Z'))).toBe(ScheduleStatus.LIVE);
    expect(scheduleStatus(live, at('2026-12-15T00:00:00Z'))).toBe(ScheduleStatus.CLOSED);
    expect(scheduleStatus({ ...live, archiveUrl: 'https://x/a.m3u8' }, at('2026-12-15T00:00:00Z'))).toBe(
      ScheduleStatus.ARCHIVED,
    );
  });
});
