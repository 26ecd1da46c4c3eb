import type { Landscape, Motif, PaletteName, TimeOfDay } from '../../images.ts';
import type { ExperienceTypeKey } from '../catalog.ts';

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
