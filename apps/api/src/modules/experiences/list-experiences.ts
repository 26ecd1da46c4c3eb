import type { ExperiencesResponse } from '@hatake/contract';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { experiences } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import { ownerSearchNames } from '../coordinators/index.ts';
import { checkOwners, listedExperience, ownerFilters, presentList } from './listing.ts';

/** `%`, `_` and `\` in a search term match themselves. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ListExperiencesInput = {
  limit: number;
  offset: number;
  coordinatorId?: string;
  producerId?: string;
  /** Host prefecture code; 0 or undefined = any. */
  prefectureCode?: number;
  /** Alias of prefectureCode (what the old generated client sends). */
  prefecture?: number;
  /** Partial match on the title. */
  name?: string;
  /** Keywords, AND-ed (docs/rules/search.md). */
  q?: string;
};

/** What a keyword is looked for in: the experience's title and description in both languages, its city… */
const EXPERIENCE_SEARCH_TEXTS: readonly SQL[] = [
  searchableText(experiences.title),
  searchableText(experiences.description),
  searchableText(experiences.titleEn),
  searchableText(experiences.descriptionEn),
  searchableText(experiences.hostCity),
];

/** …the names of its producer and marche in both languages, and its prefecture's names. */
const EXPERIENCE_SEARCH_NAMES = ownerSearchNames(experiences.producerId, experiences.coordinatorId);

/** The prefecture filter from either parameter; both given and different is a 400. */
export const prefectureFilter = (input: { prefecture?: number; prefectureCode?: number }): number => {
  const code = input.prefectureCode || 0;
  const alias = input.prefecture || 0;
  if (code && alias && code !== alias) {
    throw invalidArgument('prefecture and prefectureCode name different prefectures');
  }
  return code || alias;
};

/** Listed experiences, newest booking period first, with `total` = all matches. */
export const listExperiences = async (
  db: Database,
  input: ListExperiencesInput,
  now: Date = new Date(),
): Promise<ExperiencesResponse> => {
  const prefectureCode = prefectureFilter(input);
  await checkOwners(db, input);
  const name = input.name?.trim();
  const where = and(
    listedExperience(now),
    ...ownerFilters(input),
    prefectureCode ? eq(experiences.hostPrefectureCode, prefectureCode) : undefined,
    name ? ilike(experiences.title, `%${escapeLike(name)}%`) : undefined,
    keywordFilter(EXPERIENCE_SEARCH_TEXTS, input.q, EXPERIENCE_SEARCH_NAMES, experiences.hostPrefectureCode),
  );
  const { rows, total } = await pageWithTotal(db, experiences, {
    where,
    orderBy: [desc(experiences.startAt), asc(experiences.id)],
    limit: input.limit,
    offset: input.offset,
  });
  return presentList(db, rows, total, now);
};
