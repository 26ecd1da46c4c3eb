import type { LiveComment } from '@hatake/contract';
import { toUnixSeconds } from '../../../lib/time.ts';
import { authorShown, type CommentRow } from './store.ts';

/**
 * A comment on the wire (LiveComment and VideoComment are the same shape). The author is shown
 * only for a live, verified member; a guest's comment and one whose author was deleted carry ""
 * there, and the storefront shows "Guest".
 */
export const presentComment = (row: CommentRow): LiveComment => {
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
