import type { LiveSummary } from '@hatake/contract';
import { ScheduleStatus } from '@hatake/contract/values';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitHomeLives } from './home-lives.ts';

const live = (scheduleId: string, status: number, startAt: number): LiveSummary => ({
  scheduleId,
  coordinatorId: 'c',
  status: status as LiveSummary['status'],
  title: scheduleId,
  titleEn: '',
  thumbnailUrl: '',
  startAt,
  endAt: startAt + 3_600,
  products: [],
});

describe('splitHomeLives', () => {
  it('keeps running broadcasts and upcoming ones apart, each soonest first', () => {
    const lives = [
      live('later', ScheduleStatus.WAITING, 300),
      live('now-b', ScheduleStatus.LIVE, 200),
      live('ended', ScheduleStatus.CLOSED, 50),
      live('recorded', ScheduleStatus.ARCHIVED, 60),
      live('now-a', ScheduleStatus.LIVE, 100),
      live('soon', ScheduleStatus.WAITING, 250),
    ];
    const { onAir, upcoming } = splitHomeLives(lives);
    expect(onAir.map((x) => x.scheduleId)).toEqual(['now-a', 'now-b']);
    expect(upcoming.map((x) => x.scheduleId)).toEqual(['soon', 'later']);
  });

  it('never puts a schedule that is not LIVE under "on air", nor one in both lists', () => {
    const status = fc.constantFrom(
      ScheduleStatus.UNKNOWN,
      ScheduleStatus.WAITING,
      ScheduleStatus.LIVE,
      ScheduleStatus.CLOSED,
      ScheduleStatus.ARCHIVED,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(status, fc.integer({ min: 0, max: 1_000 }))), (rows) => {
        const lives = rows.map(([s, start], index) => live(`s${index}`, s, start));
        const { onAir, upcoming } = splitHomeLives(lives);
        expect(onAir.every((x) => x.status === ScheduleStatus.LIVE)).toBe(true);
        expect(upcoming.every((x) => x.status === ScheduleStatus.WAITING)).toBe(true);
        expect(onAir.length + upcoming.length).toBe(
          lives.filter((x) => x.status === ScheduleStatus.LIVE || x.status === ScheduleStatus.WAITING).length,
        );
        for (const list of [onAir, upcoming])
          for (let i = 1; i < list.length; i++)
            expect((list[i - 1] as LiveSummary).startAt).toBeLessThanOrEqual(
              (list[i] as LiveSummary).startAt,
            );
      }),
    );
  });
});
