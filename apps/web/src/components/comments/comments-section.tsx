import type { Comment } from '@hatake/contract';
import { getMessages, getTranslations } from 'next-intl/server';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import type { Locale } from '@/i18n/routing.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { type CommentSubject, loadCommentHistory } from '@/lib/live/comments.ts';
import { CommentPanel } from './comment-panel.tsx';
import type { CommentTexts } from './comment-texts.ts';

function publicOrigin(): string {
  try {
    return new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;
  } catch {
    return 'http://localhost:3000';
  }
}

async function currentMemberName(): Promise<string | undefined> {
  try {
    return (await getCurrentUser())?.username || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The comments of a live or a video: the history read on the server, then the client panel that
 * follows new ones and posts. The panel gets only the `comments` messages, as props (docs/adr/0011;
 * comment-texts.ts).
 */
export async function CommentsSection({
  subject,
  locale,
  status,
  follow,
}: {
  subject: CommentSubject;
  locale: Locale;
  /** A schedule's status; undefined for a video. */
  status?: number | undefined;
  follow: boolean;
}) {
  const renderedAt = Math.floor(Date.now() / 1000);
  const [messages, c, memberName] = await Promise.all([
    getMessages(),
    getTranslations('catalogue'),
    currentMemberName(),
  ]);
  let history: { comments: Comment[]; complete: boolean } = { comments: [], complete: true };
  let loadError: string | undefined;
  try {
    history = await loadCommentHistory(subject);
  } catch (error) {
    console.error(`comments of ${subject.kind} ${subject.id} failed`, error);
    loadError = c('loadError', { message: errorMessage(error, locale) });
  }
  return (
    <>
      {loadError ? <LoadError message={loadError} /> : null}
      <CommentPanel
        subject={subject}
        locale={locale}
        initialComments={history.comments}
        trimmed={!history.complete}
        renderedAt={renderedAt}
        status={status}
        follow={follow}
        memberName={memberName}
        origin={publicOrigin()}
        text={messages.comments as CommentTexts}
      />
    </>
  );
}
