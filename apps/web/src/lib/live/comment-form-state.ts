/** What the comment form shows after a submit (lib/live/actions.ts postComment). */
export type CommentFormState = {
  status: 'idle' | 'posted' | 'failed';
  /** The catalogue's sentence for a refused comment (status `failed`). */
  message: string;
  /** Changes on every answer, so the same message twice is announced twice. */
  at: number;
};

export const INITIAL_COMMENT_FORM_STATE: CommentFormState = { status: 'idle', message: '', at: 0 };
