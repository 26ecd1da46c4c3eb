import { channels } from '../../realtime/event-bus.ts';
import { type CommentSubject, VIDEO_COMMENTS } from '../schedules/index.ts';
import type { VideoRow } from './present.ts';
import { findVisibleVideo } from './service.ts';

/** Comments of a video: on a listed or limited one (else 404), at any time. */
export const videoCommentSubject: CommentSubject<VideoRow> = {
  name: 'video',
  table: VIDEO_COMMENTS,
  channel: channels.videoComments,
  open: (db, id) => findVisibleVideo(db, id),
  assertOpenForComments: () => {},
};
