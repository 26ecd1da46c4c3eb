import { ExperienceStatus } from '@hatake/contract';

type BookingWindow = { public: boolean; soldOut: boolean; startAt: Date; endAt: Date };

/** The wire status of an experience, derived from visibility, capacity and booking window at `now`. */
export const experienceStatus = (experience: BookingWindow, now: Date): ExperienceStatus => {
  if (!experience.public) return ExperienceStatus.UNKNOWN;
  if (now >= experience.endAt) return ExperienceStatus.FINISHED;
  if (experience.soldOut) return ExperienceStatus.SOLD_OUT;
  if (now < experience.startAt) return ExperienceStatus.WAITING;
  return ExperienceStatus.ACCEPTING;
};
