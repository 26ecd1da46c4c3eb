import type { Landscape, Motif, PaletteName, TimeOfDay } from '../images.ts';
import type { ExperienceTypeKey } from './catalog.ts';
import { KUMAMOTO_EXPERIENCES } from './experiences/kumamoto.ts';
import { NAGANO_EXPERIENCES } from './experiences/nagano.ts';
import { OKINAWA_EXPERIENCES } from './experiences/okinawa.ts';
import { SHIZUOKA_EXPERIENCES } from './experiences/shizuoka.ts';
import { TOKACHI_EXPERIENCES } from './experiences/tokachi.ts';
import { WAKAYAMA_EXPERIENCES } from './experiences/wakayama.ts';
import { YAMAGATA_EXPERIENCES } from './experiences/yamagata.ts';

export type ExperienceSeed = {
  key: string;
  producer: string;
  type: ExperienceTypeKey;
  title: string;
  description: string;
  /** adult, junior high school, elementary school, preschool, senior (JPY, tax incl.) */
  prices: [number, number, number, number, number];
  points: [string, string, string];
  /** minutes */
  duration: number;
  direction: string;
  open: string;
  close: string;
  host: {
    postalCode: string;
    prefectureCode: number;
    city: string;
    addressLine1: string;
    addressLine2: string;
    longitude: number;
    latitude: number;
  };
  /** Booking window relative to the seed time, in days. */
  startInDays: number;
  endInDays: number;
  soldOut?: boolean;
  pictures: [
    { scene: Landscape; palette: PaletteName; time: TimeOfDay },
    { motif: Motif; palette: PaletteName },
  ];
};

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
