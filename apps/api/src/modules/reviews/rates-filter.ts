import { invalidArgument } from '../../lib/domain-error.ts';

/**
 * The `rates` query parameter: comma-separated star ratings 1–5 ("4,5"), "" = every rating.
 * Returns the distinct ratings in ascending order; anything else is a 400 naming `rates`
 * (the route schema already rejects it; this guards direct service calls).
 */
export const parseRates = (csv: string): number[] => {
  if (csv === '') return [];
  const rates = new Set<number>();
  for (const part of csv.split(',')) {
    if (!/^[1-5]$/.test(part)) throw invalidArgument('rates must be comma-separated ratings from 1 to 5');
    rates.add(Number(part));
  }
  return [...rates].sort((a, b) => a - b);
};
