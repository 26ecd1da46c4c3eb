/** Producers: /v1/producers*. */
import { type Static, Type } from 'typebox';
import { total } from './common.ts';
import { Experience } from './experiences.ts';
import { Product } from './products.ts';
import { Producer } from './profiles.ts';
import { ArchiveSummary, LiveSummary } from './schedules.ts';

export { Producer } from './profiles.ts';

export const ProducersResponse = Type.Object({
  producers: Type.Array(Producer),
  total: total(),
});
export type ProducersResponse = Static<typeof ProducersResponse>;

export const ProducerResponse = Type.Object({
  producer: Producer,
  lives: Type.Array(LiveSummary),
  archives: Type.Array(ArchiveSummary),
  products: Type.Array(Product),
  experiences: Type.Array(Experience),
});
export type ProducerResponse = Static<typeof ProducerResponse>;
