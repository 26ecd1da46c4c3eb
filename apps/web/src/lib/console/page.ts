import type { Metadata } from 'next';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { type ConsoleMessages, consoleMessages } from './messages.ts';

/** What Next.js gives a console page: the locale segment and, for list pages, the query. */
export type ConsolePageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The console sections whose page title is their heading. */
type TitledSection = {
  [K in keyof ConsoleMessages]: ConsoleMessages[K] extends { heading: string } ? K : never;
}[keyof ConsoleMessages];

/**
 * A console page's `generateMetadata`: the section's heading in the page's language as its title
 * (the console layout adds the console's name and keeps every page out of search engines).
 */
export const consoleTitle =
  (section: TitledSection) =>
  async ({ params }: Pick<ConsolePageProps, 'params'>): Promise<Metadata> => ({
    title: consoleMessages(await localeOf(params))[section].heading,
  });
