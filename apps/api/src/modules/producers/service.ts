import type { ProducerResponse, ProducersResponse } from '@hatake/contract';
import { asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { experiences, lives, producers, products, schedules } from '../../db/schema/index.ts';
import { findProducer, presentProducer } from '../coordinators/index.ts';
import { listedExperiencesOf } from '../experiences/index.ts';
import { listedProductsOf } from '../products/index.ts';
import { schedulesOf } from '../schedules/index.ts';

/** Producers (not deleted), most recently updated first. */
export const listProducers = async (
  db: Database,
  page: { limit: number; offset: number },
): Promise<ProducersResponse> => {
  const active = isNull(producers.deletedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(producers)
      .where(active)
      .orderBy(desc(producers.updatedAt), asc(producers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(producers).where(active),
  ]);
  return { producers: rows.map(presentProducer), total: counted?.total ?? 0 };
};

/** A producer's page: the producer, the lives and archives it appears in, its products and experiences. */
export const getProducer = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<ProducerResponse> => {
  const row = await findProducer(db, id);
  const appearsIn = inArray(
    schedules.id,
    db.select({ id: lives.scheduleId }).from(lives).where(eq(lives.producerId, id)),
  );
  const [schedule, producerProducts, producerExperiences] = await Promise.all([
    schedulesOf(db, appearsIn, now),
    listedProductsOf(db, eq(products.producerId, id), now),
    listedExperiencesOf(db, eq(experiences.producerId, id), now),
  ]);
  return {
    producer: presentProducer(row),
    lives: schedule.lives,
    archives: schedule.archives,
    products: producerProducts,
    experiences: producerExperiences,
  };
};
