import type { Comment } from '@hatake/contract';
import { toUnixSeconds } from '../../../lib/time.ts';
import { authorShown, type CommentRow } from './store.ts';

/**
 * A comment on the wire (one shape for schedules and videos). The author is shown
 * only for a live, verified member; a guest's comment and one whose author was deleted carry ""
 * there, and the storefront shows "Guest".
 */
export const presentComment = (row: CommentRow): Comment => {
  const shown = authorShown(row);
  return {
    id: row.id,
    userId: shown ? (row.userId ?? '') : '',
    username: shown ? (row.username ?? '') : '',
    accountId: shown ? (row.accountId ?? '') : '',
    thumbnailUrl: shown ? (row.thumbnailUrl ?? '') : '',
    comment: row.comment,
    publishedAt: toUnixSeconds(row.createdAt),
  };
};
