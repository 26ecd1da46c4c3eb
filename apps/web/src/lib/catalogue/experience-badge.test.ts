import { ExperienceStatus } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import { experienceBadge } from './experience-badge.ts';

describe('experienceBadge', () => {
  it('maps each booking status to its badge', () => {
    expect(experienceBadge(ExperienceStatus.WAITING)).toBe('waiting');
    expect(experienceBadge(ExperienceStatus.ACCEPTING)).toBe('accepting');
    expect(experienceBadge(ExperienceStatus.SOLD_OUT)).toBe('soldOut');
    expect(experienceBadge(ExperienceStatus.FINISHED)).toBe('finished');
  });

  it('shows no badge for an unknown status', () => {
    expect(experienceBadge(ExperienceStatus.UNKNOWN)).toBeUndefined();
    expect(experienceBadge(99)).toBeUndefined();
  });
});
