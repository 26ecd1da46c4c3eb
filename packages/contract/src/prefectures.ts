/**
 * Prefecture schemas. The codes, names and look-ups live in ./values/prefectures.ts (runtime-free,
 * shared with the storefront); this file builds the TypeBox schemas from them.
 */
import { Type } from 'typebox';
import { integerEnum } from './enums.ts';
import { Prefecture, type PrefectureCode } from './values/prefectures.ts';

export {
  findPrefecture,
  isPrefectureCode,
  PREFECTURES,
  Prefecture,
  type PrefectureCode,
  type PrefectureEntry,
  prefectureCodeOf,
  prefectureName,
} from './values/prefectures.ts';

/** Prefecture code as sent in responses: 0 (unset) or 1-47. */
export const PrefectureSchema = integerEnum('Prefecture', Prefecture, 'JIS X 0401 code, 0 = unset');
/** Prefecture code accepted in requests: 1-47 only. */
export const PrefectureCodeSchema = Type.Unsafe<PrefectureCode>(
  Type.Integer({
    minimum: 1,
    maximum: 47,
    description: 'Prefecture code 1-47 (JIS X 0401; 1 = Hokkaido, 47 = Okinawa)',
  }),
);
