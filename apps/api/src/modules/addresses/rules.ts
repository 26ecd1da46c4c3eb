import { MAX_ADDRESSES_PER_USER } from '@hatake/contract';

/** Whether a member who keeps `kept` addresses may add another (at most MAX_ADDRESSES_PER_USER). */
export const canAddAddress = (kept: number): boolean => kept < MAX_ADDRESSES_PER_USER;
