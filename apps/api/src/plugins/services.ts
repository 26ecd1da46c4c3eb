import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: ObjectStorage;
    mailer: Mailer;
  }
}

/**
 * Makes the process-wide dependencies available to every module as `app.config`, `app.db`,
 * `app.storage`, `app.mailer`.
 */
export const services = fp<{ config: Config; db: Database; storage: ObjectStorage; mailer: Mailer }>(
  async (app: FastifyInstance, { config, db, storage, mailer }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('storage', storage);
    app.decorate('mailer', mailer);
  },
  { name: 'services' },
);
