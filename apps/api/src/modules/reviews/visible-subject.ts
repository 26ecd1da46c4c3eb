import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { type ReviewSource, subjectVisible } from './queries.ts';

/** Every review call is about a visible subject: a private, deleted or unknown one is 404 by its name. */
export const requireVisibleSubject = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
): Promise<void> => {
  if (!(await subjectVisible(db, source, subjectId))) throw notFound(source.subjectName);
};
