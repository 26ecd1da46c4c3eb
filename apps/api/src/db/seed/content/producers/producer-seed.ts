import type { Landscape, PaletteName, TimeOfDay } from '../../images.ts';

export type AvatarSeed = { shirt: string; background: string; hat: 'straw' | 'towel' | 'cap' | 'none' };
export type SceneSeed = { scene: Landscape; palette: PaletteName; time: TimeOfDay };

export type ProducerSeed = {
  key: string;
  coordinator: string;
  username: string;
  profile: string;
  prefectureCode: number;
  city: string;
  instagramId: string;
  facebookId: string;
  /** The farm, shown as header and as the last picture of the producer's products. */
  farm: SceneSeed;
  avatar: AvatarSeed;
};
