import { ExperienceStatus } from '@hatake/contract/values';

/**
 * The booking state an experience card shows as a badge (受付前 / 受付中 / 満員 / 受付終了). The API
 * derives `status` from the booking window and the seats (docs/product.md), so the card only maps it;
 * UNKNOWN (or a value this storefront does not know yet) shows no badge rather than a wrong one.
 */
export type ExperienceBadge = 'waiting' | 'accepting' | 'soldOut' | 'finished';

const BADGES: Readonly<Record<number, ExperienceBadge>> = {
  [ExperienceStatus.WAITING]: 'waiting',
  [ExperienceStatus.ACCEPTING]: 'accepting',
  [ExperienceStatus.SOLD_OUT]: 'soldOut',
  [ExperienceStatus.FINISHED]: 'finished',
};

export function experienceBadge(status: number): ExperienceBadge | undefined {
  return BADGES[status];
}
