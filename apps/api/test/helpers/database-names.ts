/** The public origin test apps build media URLs on. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** One template per run and process, so parallel CI runs on one server do not collide. */
export const templateDatabaseName = (): string => `hatake_template_${process.pid}`;

export const withDatabaseName = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};
