import type { ExperienceSeed } from './experiences/experience-seed.ts';
import { KUMAMOTO_EXPERIENCES } from './experiences/kumamoto.ts';
import { NAGANO_EXPERIENCES } from './experiences/nagano.ts';
import { OKINAWA_EXPERIENCES } from './experiences/okinawa.ts';
import { SHIZUOKA_EXPERIENCES } from './experiences/shizuoka.ts';
import { TOKACHI_EXPERIENCES } from './experiences/tokachi.ts';
import { WAKAYAMA_EXPERIENCES } from './experiences/wakayama.ts';
import { YAMAGATA_EXPERIENCES } from './experiences/yamagata.ts';

export type { ExperienceSeed } from './experiences/experience-seed.ts';

/** Every demo experience, marche by marche (experiences/<marche>.ts), in the order the marches are written. */
export const EXPERIENCES: ExperienceSeed[] = [
  ...TOKACHI_EXPERIENCES,
  ...YAMAGATA_EXPERIENCES,
  ...NAGANO_EXPERIENCES,
  ...SHIZUOKA_EXPERIENCES,
  ...WAKAYAMA_EXPERIENCES,
  ...KUMAMOTO_EXPERIENCES,
  ...OKINAWA_EXPERIENCES,
];
