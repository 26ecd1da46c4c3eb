import type { Random } from '../random.ts';
import { drawPantry } from './pantry.ts';
import { drawProduce } from './produce.ts';
import { type Motif, type Palette, PRODUCE_MOTIFS, type ProduceMotif } from './vocabulary.ts';

const isProduce = (motif: Motif): motif is ProduceMotif =>
  (PRODUCE_MOTIFS as readonly Motif[]).includes(motif);

/** One item, centred on 0,0, roughly 220 units wide. */
export const drawMotif = (motif: Motif, p: Palette, r: Random): string =>
  isProduce(motif) ? drawProduce(motif, p, r) : drawPantry(motif, p, r);
