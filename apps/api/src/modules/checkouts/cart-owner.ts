import { UserType } from '../../db/enums.ts';
import type { CartOwner } from '../carts/index.ts';

/** The cart an order's lines came from: the member's, or the guest session's. */
export const cartOwnerOf = (userId: string, userType: number, sessionId: string): CartOwner | null =>
  userType === UserType.MEMBER ? { sessionId, userId } : sessionId ? { sessionId, userId: null } : null;
