/**
 * Comments, one shape for every subject (a schedule's live chat, a video's comments):
 * /v1/{schedules,videos}/{id}/comments and their guest twins. Only the list's page-token
 * parameter differs between the two (see ListLiveCommentsQuery and ListVideoCommentsQuery).
 */
import { type Static, Type } from 'typebox';
import { id, mediaUrl, nextToken, unixTime } from './common.ts';

export const Comment = Type.Object({
  id: id('comment id; also the `id` of its event on the comment stream (Last-Event-ID)'),
  userId: Type.String({ description: 'poster id ("" for guests)' }),
  username: Type.String({ description: 'poster display name ("" for guests)' }),
  accountId: Type.String({ description: 'poster public handle ("" for guests)' }),
  thumbnailUrl: mediaUrl('poster avatar URL ("" if none)'),
  comment: Type.String(),
  publishedAt: unixTime('posted at, unix seconds'),
});
export type Comment = Static<typeof Comment>;

export const CommentsResponse = Type.Object({
  comments: Type.Array(Comment),
  nextToken: nextToken(),
});
export type CommentsResponse = Static<typeof CommentsResponse>;

/** The list's posting-time window, shared by every subject's list query. */
export const CommentTimeWindow = Type.Object({
  start: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'posted at >= start, unix seconds (0 = unbounded)' }),
  ),
  end: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'posted at < end, unix seconds (0 = unbounded)' }),
  ),
});

/** The body of a member's or a guest's comment. */
export const CreateCommentRequest = Type.Object({
  comment: Type.String({ minLength: 1, maxLength: 200, description: '<= 200 characters' }),
});
export type CreateCommentRequest = Static<typeof CreateCommentRequest>;
